import Alert from '@mui/material/Alert';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { ApiErrorMessage, applyServerErrors } from '@/lib/ui';
import { isTokenError } from '../model/isTokenError';

/**
 * A page opened from a mailed link (`?token=…`) whose form sends that token: the link is invalid
 * when it has none or the API says the token doesn't exist; other field errors land on their
 * fields, and what none of them takes shows above the form (`failureAlert`).
 */
export function useTokenLink<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>) {
  const token = useSearchParams()[0].get('token') ?? '';
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  /** Before sending: the last attempt's message goes. */
  const clearFailure = () => setFailure(null);
  /** The API refused the submit with `raw` (an RTK Query error). */
  const refused = (raw: unknown) => {
    const error = apiErrorOf(raw);
    if (isTokenError(error)) return setInvalid(true);
    const unmatched = applyServerErrors(form, error);
    if (unmatched.length > 0 || Object.keys(error?.fieldErrors ?? {}).length === 0) {
      setFailure(raw);
    }
  };

  const failureAlert =
    failure === null ? null : (
      <Alert severity="error" role="alert">
        <ApiErrorMessage error={failure} />
      </Alert>
    );

  return { token, invalid: token === '' || invalid, clearFailure, refused, failureAlert };
}
