import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface LoadingStateProps {
  /** What is loading, already translated; defaults to "Loading…". */
  label?: string;
  /** Show the label next to the spinner (it is always the progressbar's accessible name). */
  showLabel?: boolean;
}

export function LoadingState({ label, showLabel = false }: LoadingStateProps) {
  const { t } = useTranslation('ui');
  const text = label ?? t('state.loading');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
      <CircularProgress aria-label={text} />
      {showLabel && (
        <Typography color="text.secondary" aria-hidden>
          {text}
        </Typography>
      )}
    </Box>
  );
}
