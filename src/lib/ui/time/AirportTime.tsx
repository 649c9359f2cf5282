import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/dates';
import { utcOffsetLabel } from '@/lib/format/zonedTime';

export interface AirportTimeProps {
  /** ISO UTC instant. */
  value: string;
  /** The airport's IANA zone. */
  timeZone: string;
}

/**
 * An instant at an airport as crews read it: the local time with its offset, then UTC
 * ("04/12/2026 09:30 UTC+1 · 04/12/2026 08:30 UTC"), in a <time> carrying the instant.
 */
export function AirportTime({ value, timeZone }: AirportTimeProps) {
  const { t, i18n } = useTranslation('ui');
  const local = formatDateTime(value, i18n.language, timeZone);
  if (local === '') return null;
  return (
    <Box
      component="time"
      dateTime={value}
      sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      <span>{t('time.local', { time: local, offset: utcOffsetLabel(value, timeZone) })}</span>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('time.utc', { time: formatDateTime(value, i18n.language, 'UTC') })}
      </Box>
    </Box>
  );
}
