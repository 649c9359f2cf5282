import Box from '@mui/material/Box';
import { useFormatters } from '@/lib/format/useFormatters';

export interface AirportTimeProps {
  /** ISO UTC instant. */
  value: string;
  /** The airport's IANA zone. */
  timeZone: string;
}

/**
 * An instant at an airport as crews read it: the local time with its offset, then UTC
 * ("04/12/2026 09:30 UTC+1 · 04/12/2026 08:30 UTC"), in a <time> carrying the instant. An
 * airport on UTC at that instant (London in winter) shows its time once: "09:00 UTC".
 */
export function AirportTime({ value, timeZone }: AirportTimeProps) {
  const format = useFormatters();
  const local = format.dateTime(value, timeZone);
  if (local === '') return null;
  const utc = format.dateTime(value, 'UTC');
  return (
    <Box
      component="time"
      dateTime={value}
      sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      <span>{local}</span>
      {utc !== local && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          · {utc}
        </Box>
      )}
    </Box>
  );
}
