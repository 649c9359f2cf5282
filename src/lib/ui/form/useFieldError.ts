import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/validation/messages';

/**
 * The text a field shows for its error. Errors hold `validator.*` keys (or the server's text),
 * and are translated here, at render, so that a language change re-translates them.
 */
export function useFieldError(
  error: { message?: string } | undefined,
  name: string,
): string | undefined {
  const { t } = useTranslation();
  const message = error?.message;
  if (message === undefined || message === '') return undefined;
  // The last path segment is what a server message would call the field ("email: …").
  const field = name.split('.').pop();
  return translateError(t, message, field) || undefined;
}
