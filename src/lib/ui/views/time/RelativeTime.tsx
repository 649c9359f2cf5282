import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@/lib/format/relativeTime';
import { useDisplayFormat } from '../../controllers/resource/displayFormat';

/** The current time, renewed every minute so "5 minutes ago" stays true on an open page. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A past instant as people say it, "3 hours ago", above its date and time in a <time> carrying
 * the instant; renewed every minute. An instant ahead of the clock reads "now".
 */
export function RelativeTime({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const show = useDisplayFormat();
  const now = useNow();
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{formatRelativeTime(value, Math.max(now, Date.parse(value)), i18n.language)}</span>
      <Typography component="time" dateTime={value} variant="body2" color="text.secondary">
        {show.dateTime(value)}
      </Typography>
    </Box>
  );
}
