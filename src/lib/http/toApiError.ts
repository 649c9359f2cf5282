import { isAxiosError, isCancel } from 'axios';
import type { ApiError, ApiErrorBody, ApiErrorKind } from './types';

const KINDS: readonly ApiErrorKind[] = [
  'timeout',
  'connection',
  'empty',
  'unauthorized',
  'forbidden',
  'conflict',
  'client',
  'server',
  'redirect',
  'cancelled',
];

/**
 * A failure worth trying again: the server was not reached (network error) or failed on its side
 * (5xx). A timeout is not one: the server may still be working on the first attempt.
 */
export function isTransient(error: ApiError): boolean {
  return error.kind === 'connection' || error.kind === 'server';
}

/** Axios codes of a request that ran out of time (ETIMEDOUT when `clarifyTimeoutError` is on). */
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);
/** Axios / Node codes of a request that never reached a live server. */
const CONNECTION_CODES = new Set([
  'ERR_NETWORK',
  'ECONNRESET',
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiError>;
  return (
    typeof candidate.kind === 'string' &&
    KINDS.includes(candidate.kind) &&
    typeof candidate.message === 'string' &&
    typeof candidate.fieldErrors === 'object' &&
    'status' in candidate
  );
}

/** Which kind a response status belongs to; anything outside 3xx-5xx means nothing usable came back. */
export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 409) return 'conflict';
  if (status >= 500 && status <= 599) return 'server';
  if (status >= 400) return 'client';
  if (status >= 300) return 'redirect';
  return 'empty';
}

function isBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/** The API sends a field's errors as one string or a list; callers always get a list. */
export function normalizeFieldErrors(errors: unknown): Record<string, string[]> {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/** The server's own message, when the body carries one (a plain-text body counts). */
export function serverMessageOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim() !== '') return data.trim();
  if (isBody(data) && typeof data.message === 'string' && data.message !== '') return data.message;
  return undefined;
}

/**
 * `Retry-After` in seconds: a number of seconds or an HTTP date (RFC 9110); null when absent or
 * unreadable.
 */
export function retryAfterSecondsOf(header: unknown, nowMs: number = Date.now()): number | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

function build(
  kind: ApiErrorKind,
  status: number | null,
  message: string,
  data: unknown = undefined,
): ApiError {
  return {
    kind,
    status,
    message,
    fieldErrors: isBody(data) ? normalizeFieldErrors(data.errors) : {},
    data,
  };
}

/** Turns whatever a call threw into the one typed error of the app; an ApiError passes through unchanged. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isCancel(error)) return build('cancelled', null, 'Request cancelled');
  if (!isAxiosError(error)) {
    return build(
      'empty',
      null,
      error instanceof Error ? error.message : 'No response from the server',
    );
  }
  const code = error.code ?? '';
  if (code === 'ERR_CANCELED') return build('cancelled', null, error.message);
  if (error.response) {
    const { status, data, headers } = error.response;
    const built = build(kindOfStatus(status), status, serverMessageOf(data) ?? error.message, data);
    const retryAfter = status === 429 ? retryAfterSecondsOf(headers['retry-after']) : null;
    return retryAfter === null ? built : { ...built, retryAfterSeconds: retryAfter };
  }
  if (TIMEOUT_CODES.has(code)) return build('timeout', null, error.message);
  if (CONNECTION_CODES.has(code)) return build('connection', null, error.message);
  // The request left but nothing came back (no response object at all).
  return build('empty', null, error.message);
}

/** A success status with no body where one was expected (the interceptor turns it into a failure). */
export function emptyResponseError(status: number, data: unknown): ApiError {
  return build('empty', status, 'Empty response', data);
}

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
