import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import type { ApiError, ApiErrorKind } from '@/lib/http/types';
import { apiErrorOf } from './apiErrorOf';
import { MalformedPageError } from './listQuery';

const apiError: ApiError = {
  kind: 'client',
  status: 400,
  message: 'Validation failed',
  fieldErrors: { email: ['taken'] },
  data: null,
};
const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

describe('apiErrorOf', () => {
  it.each([undefined, null])('%s is no error', (error) => {
    expect(apiErrorOf(error)).toBeNull();
  });

  it('passes our ApiError through unchanged', () => {
    expect(apiErrorOf(apiError)).toBe(apiError);
  });

  it.each<[string, unknown, ApiErrorKind, string]>([
    [
      "RTK Query's SerializedError of a malformed page",
      { name: 'MalformedPageError', message: '"crewMembers" is not a list' },
      'empty',
      '"crewMembers" is not a list',
    ],
    ['an aborted call', { name: 'AbortError', message: 'Aborted' }, 'cancelled', 'Aborted'],
    [
      'a SerializedError with a code only',
      { code: 'X' },
      'empty',
      'Unexpected answer from the server',
    ],
    ['a thrown Error', new MalformedPageError('bad'), 'empty', 'bad'],
    ['an axios timeout', new AxiosError('timeout', 'ECONNABORTED', config), 'timeout', 'timeout'],
  ])('turns %s into an ApiError', (_name, error, kind, message) => {
    expect(apiErrorOf(error)).toMatchObject({ kind, status: null, message, fieldErrors: {} });
  });
});
