import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  /** Already translated; defaults to a generic "Something went wrong". */
  message?: ReactNode;
  /** When given, a Retry button calls it (e.g. RTK Query's refetch). */
  onRetry?: () => void;
}

/** Inline failure of a section; the HTTP layer has already toasted the details. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2, alignItems: 'center' }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        )
      }
    >
      {message ?? t('state.error')}
    </Alert>
  );
}
