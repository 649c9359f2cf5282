import type { TFunction } from 'i18next';
import type { ApiError } from '@/lib/http/types';

/**
 * The API words business errors on a field as `errors.*` keys of the `http` namespace (the
 * fields translate only `validator.*` keys): they are translated here before landing on the field.
 */
export function withTranslatedBusinessErrors(error: ApiError, t: TFunction): ApiError {
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [
      field,
      messages.map((m) => (m.startsWith('errors.') ? t(m, { ns: 'http' }) : m)),
    ]),
  );
  return { ...error, fieldErrors };
}
