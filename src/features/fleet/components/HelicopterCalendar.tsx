import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { OrganizationHelicopter } from '@/entities/organization';
import { useCan } from '@/lib/auth/useCan';
import { useRefreshHelicopterCalendarMutation } from '../api/helicopters.api';

/** "H145 D3 (3A-MCB)": how a helicopter is named in titles, dialogs and action labels. */
export const helicopterLabel = (
  helicopter: Pick<OrganizationHelicopter, 'modelType' | 'registration'>,
) => `${helicopter.modelType} (${helicopter.registration})`;

/** Refreshes the calendar now: for a helicopter with a calendar, with the edit right. */
export function RefreshButton({ helicopter }: { helicopter: OrganizationHelicopter }) {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const [refresh, refreshing] = useRefreshHelicopterCalendarMutation();
  if (!can('ORGANIZATION_ACCOUNT_HELICOPTER_EDIT') || helicopter.calendarUrl === null) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<RefreshIcon fontSize="small" />}
      aria-label={t('helicopters.refreshOf', { name: helicopterLabel(helicopter) })}
      disabled={refreshing.isLoading}
      onClick={() => void refresh(helicopter.id)}
    >
      {t('helicopters.refresh')}
    </Button>
  );
}
