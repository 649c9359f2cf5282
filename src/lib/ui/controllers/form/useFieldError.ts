import { useTranslation } from 'react-i18next';
import { BUSINESS_KEY_PREFIX, translateError } from '@/lib/validation/translateError';

/**
 * The text a field shows for its error. Errors hold `validator.*` keys, the API's business
 * `errors.*` keys or the server's text, and are translated here, at render, so that a language
 * change re-translates them. The `http` texts load after the first paint: a field showing a
 * business error asks for them (without suspending) and shows the text once they are in.
 */
export function useFieldError(
  error: { message?: string } | undefined,
  name: string,
): string | undefined {
  const message = error?.message;
  const business = message?.startsWith(BUSINESS_KEY_PREFIX) ?? false;
  const { t } = useTranslation(business ? 'http' : undefined, { useSuspense: false });
  if (message === undefined || message === '') return undefined;
  // The last path segment is what a server message would call the field ("email: …").
  const field = name.split('.').pop();
  return translateError(t, message, field) || undefined;
}
