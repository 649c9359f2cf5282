import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationHelicopter } from '@/entities/organization';
import { useCan } from '@/lib/auth/useCan';
import { formatRelativeTime } from '@/lib/format/relativeTime';
import { useDisplayFormat } from '@/lib/ui';
import { useRefreshHelicopterCalendarMutation } from '../api/helicopters.api';

/** "H145 D3 (3A-MCB)": how a helicopter is named in titles, dialogs and action labels. */
export const helicopterLabel = (
  helicopter: Pick<OrganizationHelicopter, 'modelType' | 'registration'>,
) => `${helicopter.modelType} (${helicopter.registration})`;

/** The current time, renewed every minute so "5 minutes ago" stays true on an open page. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "3 hours ago" above "11/23/2026, 09:00", or "Never refreshed". */
export function LastRefresh({ at, now }: { at: string | null; now: number }) {
  const { t, i18n } = useTranslation('fleet');
  const show = useDisplayFormat();
  if (at === null) return <>{t('helicopters.neverRefreshed')}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{formatRelativeTime(at, Math.max(now, Date.parse(at)), i18n.language)}</span>
      <Typography component="time" dateTime={at} variant="body2" color="text.secondary">
        {show.dateTime(at)}
      </Typography>
    </Box>
  );
}

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
