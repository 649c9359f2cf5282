import Alert from '@mui/material/Alert';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorMessage, useMutationForm, type MutationFormOptions } from '@/lib/ui';
import { isTokenError } from '../model/isTokenError';

type TokenLinkFormOptions<V extends FieldValues, O, P, S> = Omit<
  MutationFormOptions<V, O, P, S>,
  'toPayload'
> & {
  /** The payload of the values and the link's token. */
  toPayload: (values: O, token: string) => P;
};

/**
 * The form of a page opened from a mailed link (`?token=…`), which sends that token: the link is
 * invalid when it has none or the API says the token doesn't exist; other field errors land on
 * their fields, and a refusal none of them takes shows above the form (`failureAlert`).
 */
export function useTokenLinkForm<V extends FieldValues, O = V, P = O, S = unknown>({
  toPayload,
  ...options
}: TokenLinkFormOptions<V, O, P, S>) {
  const token = useSearchParams()[0].get('token') ?? '';
  const controller = useMutationForm<V, O, P, S>({
    ...options,
    toPayload: (values) => toPayload(values, token),
  });
  const { refusal, errors, failure } = controller;

  const failureAlert =
    refusal !== null && (errors.length > 0 || failure !== null) ? (
      <Alert severity="error" role="alert">
        <ApiErrorMessage error={refusal} />
      </Alert>
    ) : null;

  return { ...controller, invalid: token === '' || isTokenError(refusal), failureAlert };
}
