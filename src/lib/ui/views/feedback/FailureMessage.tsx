import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { describeError } from '@/lib/http/errorCatalogue';

export interface FailureMessageProps {
  /** What failed, in the screen's words, already translated ("Cannot fetch services"). */
  title: string;
  /** The failed call's error: the error catalogue's detail says why, under the title. */
  error: unknown;
}

/** The catalogue's detail of an error, or nothing when it has none (a 403, a cancelled call). */
function useFailureDetail(error: unknown): string | undefined {
  const { t } = useTranslation(['ui', 'http']);
  const apiError = apiErrorOf(error);
  return apiError ? describeError(apiError, t)?.detail : undefined;
}

/**
 * A failure told in the screen's own words (spec section 8's "Cannot fetch services", "Changes
 * cannot be saved"), then why, in the error catalogue's: for an inline error state.
 */
export function FailureMessage({ title, error }: FailureMessageProps) {
  const detail = useFailureDetail(error);
  return (
    <>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      {detail}
    </>
  );
}

/** The same, as an alert above a form or in a dialog: the form keeps what was typed. */
export function FailureAlert({ title, error }: FailureMessageProps) {
  const detail = useFailureDetail(error);
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}
