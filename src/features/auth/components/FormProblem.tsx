import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/http/types';
import { ApiErrorMessage } from '@/lib/ui/views/feedback/ApiErrorMessage';
import { translateError } from '@/lib/validation/translateError';

/**
 * What a public form's failed call says above the fields when no field took it (useMutationForm's
 * `errors` and `failure`): the server's messages that found no field, else the error catalogue's
 * wording ("Server offline"), and that the form kept what was typed. Pages mount it only on a
 * refusal (`hasProblem`): its texts ('http', 'validation') then load with the first one.
 */
export function FormProblem({
  errors,
  failure,
}: {
  errors: readonly string[];
  failure: ApiError | null;
}) {
  const { t } = useTranslation(['auth', 'http', 'validation']);
  return (
    <Alert severity="error" role="alert">
      {errors.length > 0 ? (
        errors.map((message) => <div key={message}>{translateError(t, message)}</div>)
      ) : (
        <ApiErrorMessage error={failure} />
      )}
      <div>{t('auth:recovery.inputKept')}</div>
    </Alert>
  );
}

/** Whether a refusal is left for FormProblem to show. */
export const hasProblem = (errors: readonly string[], failure: ApiError | null) =>
  errors.length > 0 || failure !== null;
