import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { describe, expect, it } from 'vitest';
import { isApiError, retryAfterSecondsOf, toApiError } from './toApiError';
import type { ApiError, ApiErrorKind } from './types';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function answered(status: number, data: unknown = undefined): AxiosError {
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}

describe('toApiError', () => {
  it.each<[string, unknown, ApiErrorKind, number | null]>([
    [
      'an axios timeout',
      new AxiosError('timeout of 10ms exceeded', 'ECONNABORTED', config, {}),
      'timeout',
      null,
    ],
    ['a clarified timeout', new AxiosError('timeout', 'ETIMEDOUT', config, {}), 'timeout', null],
    [
      'a network error',
      new AxiosError('Network Error', 'ERR_NETWORK', config, {}),
      'connection',
      null,
    ],
    [
      'a connection reset',
      new AxiosError('socket hang up', 'ECONNRESET', config, {}),
      'connection',
      null,
    ],
    ['a request with no response', new AxiosError('nothing', undefined, config, {}), 'empty', null],
    ['a non-axios error', new Error('boom'), 'empty', null],
    ['a thrown string', 'boom', 'empty', null],
    ['a cancelled request', new CanceledError(), 'cancelled', null],
    [
      'an aborted request',
      new AxiosError('canceled', 'ERR_CANCELED', config, {}),
      'cancelled',
      null,
    ],
    ['401', answered(401), 'unauthorized', 401],
    ['403', answered(403), 'forbidden', 403],
    ['409', answered(409), 'conflict', 409],
    ['400', answered(400), 'client', 400],
    ['404', answered(404), 'client', 404],
    ['422', answered(422), 'client', 422],
    ['500', answered(500), 'server', 500],
    ['503', answered(503), 'server', 503],
    ['302', answered(302), 'redirect', 302],
    ['304', answered(304), 'redirect', 304],
  ])('classifies %s', (_label, error, kind, status) => {
    const result = toApiError(error);
    expect(result.kind).toBe(kind);
    expect(result.status).toBe(status);
    expect(isApiError(result)).toBe(true);
  });

  it('takes the message from the API body and lists every field error', () => {
    const result = toApiError(
      answered(400, {
        code: 400,
        message: 'errors.invalid_request',
        errors: { email: 'validator.email', name: ['a', 'b'] },
      }),
    );
    expect(result.message).toBe('errors.invalid_request');
    expect(result.fieldErrors).toEqual({ email: ['validator.email'], name: ['a', 'b'] });
    expect(result.data).toEqual(expect.objectContaining({ code: 400 }));
  });

  it('falls back to the transport message when the body has none', () => {
    expect(toApiError(answered(500, '')).message).toBe('Request failed with status code 500');
    expect(toApiError(answered(500, 'Gateway exploded')).message).toBe('Gateway exploded');
    expect(toApiError(answered(400, { errors: ['not', 'an', 'object'] })).fieldErrors).toEqual({});
  });

  it('returns an ApiError unchanged (axiosBaseQuery receives what the interceptor rejected)', () => {
    const error: ApiError = {
      kind: 'conflict',
      status: 409,
      message: 'stale',
      fieldErrors: {},
      data: null,
    };
    expect(toApiError(error)).toBe(error);
  });
});

describe('retryAfterSecondsOf', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it.each([
    ['30', 30],
    [' 0 ', 0],
    ['Fri, 01 May 2026 10:02:00 GMT', 120],
    ['Fri, 01 May 2026 09:00:00 GMT', 0],
    ['soon', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (header, expected) => {
    expect(retryAfterSecondsOf(header, now)).toBe(expected);
  });
});
