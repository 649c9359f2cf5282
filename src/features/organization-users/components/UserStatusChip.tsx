import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrganizationUserStatus } from '@/entities/organization';

const COLORS = { active: 'success', invited: 'warning', disabled: 'default' } as const;

/** A membership's status: "Invited" until the invited person accepts. */
export function UserStatusChip({ status }: { status: OrganizationUserStatus }) {
  const { t } = useTranslation('orgUsers');
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`statuses.${status}`)} />
  );
}
