import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import type { ApiError } from '@/lib/http/types';
import { ApiErrorMessage } from '@/lib/ui';

/** An `errors.*` / `validator.*` key or a failed call, worded for the person, as an alert. */
export function ServerMessage({ messages, error }: { messages?: string[]; error?: unknown }) {
  const { t } = useTranslation(['http', 'validation', 'ui']);
  const keys = [...(messages ?? [])];
  const apiError = error === undefined ? null : apiErrorOf(error);
  if (apiError && apiError.message.startsWith('errors.')) keys.push(apiError.message);
  if (keys.length === 0 && !apiError) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 1 }}>
      {keys.length > 0 ? (
        keys.map((key) => (
          <div key={key}>
            {t(key, { ns: key.startsWith('validator.') ? 'validation' : 'http' })}
          </div>
        ))
      ) : (
        <ApiErrorMessage error={error} />
      )}
    </Alert>
  );
}

/** The `errors.*` key of a failed call, if it carries one. */
export function errorKeyOf(error: unknown): string | null {
  const apiError = apiErrorOf(error);
  return apiError && apiError.message.startsWith('errors.') ? apiError.message : null;
}

/**
 * What a form shows above its fields: the server's messages no field took, else the business
 * refusal (`errors.*`) of a failure without field errors; a bare "invalid request" says nothing
 * more than the fields already do.
 */
export function unmatchedOrRefusal(errors: string[], failure: ApiError | null): string[] {
  if (errors.length > 0) return errors;
  const key = failure?.message.startsWith('errors.') ? failure.message : null;
  return key && key !== 'errors.invalid_request' ? [key] : [];
}
