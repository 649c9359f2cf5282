/**
 * The typed ApiError of an RTK Query result's `error` (or of a rejected `unwrap()`), in one call,
 * so that no page inspects error shapes itself:
 *
 *   const error = apiErrorOf(result.error);
 *   if (error?.status === 401) …
 *
 * Our base query always yields an ApiError, which passes through. RTK Query's own
 * SerializedError (a throw in transformResponse, e.g. a malformed page) becomes an 'empty'
 * ApiError (the catalogue's "No response from the server": nothing usable came back), or
 * 'cancelled' for an abort. No error (undefined or null) is null.
 */
import { isApiError, toApiError } from '@/lib/http/toApiError';
import type { ApiError } from '@/lib/http/types';

interface SerializedErrorLike {
  name?: string;
  message?: string;
  code?: string;
}

function isSerializedError(value: unknown): value is SerializedErrorLike {
  if (typeof value !== 'object' || value === null) return false;
  return ['name', 'message', 'code', 'stack'].some((key) => {
    const field: unknown = Reflect.get(value, key);
    return typeof field === 'string';
  });
}

export function apiErrorOf(error: unknown): ApiError | null {
  if (error === undefined || error === null) return null;
  if (isApiError(error)) return error;
  if (error instanceof Error || !isSerializedError(error)) return toApiError(error);
  return {
    kind: error.name === 'AbortError' ? 'cancelled' : 'empty',
    status: null,
    message: error.message ?? 'Unexpected answer from the server',
    fieldErrors: {},
    data: error,
  };
}
