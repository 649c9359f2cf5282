import type { ApiError } from '@/lib/http/types';

/** The API's answer to an unknown, used or expired mailed-link token. */
export const TOKEN_NOT_FOUND = 'errors.token_not_found';

export function isTokenError(error: ApiError | null): boolean {
  return (
    error?.status === 400 &&
    (error.message === TOKEN_NOT_FOUND || error.fieldErrors.token !== undefined)
  );
}
