import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/http/types';
import { ApiErrorMessage } from '@/lib/ui/resource/ApiErrorMessage';
import { translateError } from '@/lib/validation/messages';

/**
 * What a public form's failed call says above the fields when no field took it: the server's
 * messages that found no field, else the error catalogue's wording ("Server offline"), and that
 * the form kept what was typed.
 */
export function FormProblem({ error, messages }: { error: ApiError; messages: string[] }) {
  const { t } = useTranslation(['auth', 'http', 'validation']);
  return (
    <Alert severity="error" role="alert">
      {messages.length > 0 ? (
        messages.map((message) => <div key={message}>{translateError(t, message)}</div>)
      ) : (
        <ApiErrorMessage error={error} />
      )}
      <div>{t('auth:recovery.inputKept')}</div>
    </Alert>
  );
}
