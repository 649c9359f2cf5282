import { useTranslation } from 'react-i18next';
import type { OrganizationUserStatus } from '@/entities/organization';
import { StatusChip, type StatusTone } from '@/lib/ui';

/** Invited waits for the other side; a disabled member is neutral, not struck through. */
const TONES: Record<OrganizationUserStatus, StatusTone> = {
  active: 'success',
  invited: 'warning',
  disabled: 'neutral',
};

/** A membership's status: "Invited" until the invited person accepts. */
export function UserStatusChip({ status }: { status: OrganizationUserStatus }) {
  const { t } = useTranslation('orgUsers');
  return <StatusChip tone={TONES[status]} label={t(`statuses.${status}`)} />;
}
