import { retry, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { toastError } from '@/lib/http/toastError';
import { isTransient } from '@/lib/http/toApiError';
import type { ApiError } from '@/lib/http/types';
import {
  axiosBaseQuery,
  isRetriableRead,
  type AxiosQueryArgs,
  type AxiosQueryMeta,
} from './axiosBaseQuery';

/** A read failing with a network error or a 5xx is sent again up to this many times. */
export const QUERY_MAX_RETRIES = 2;

/**
 * The wait before retry n (1, 2): about 0.5 s then 1 s, with jitter so that many tabs do not come
 * back at the same instant. `scale` exists for tests, which keep the retries but not the waits.
 */
export const retryTiming = { baseMs: 500, scale: 1 };

function backoff(attempt: number, _maxRetries: number, signal?: AbortSignal): Promise<void> {
  const ms =
    retryTiming.scale * retryTiming.baseMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

const retried = retry(axiosBaseQuery(), {
  backoff,
  // Reads only (never a mutation: it may have taken effect), and only transient failures: a 4xx
  // will answer the same again.
  retryCondition: (error, args, { attempt, baseQueryApi }) =>
    attempt <= QUERY_MAX_RETRIES &&
    isRetriableRead(baseQueryApi.type, args as AxiosQueryArgs | string) &&
    isTransient(error as ApiError),
});

/**
 * axiosBaseQuery with RTK Query's `retry`: reads retry network errors and 5xx with backoff; the
 * error toast the interceptor held back comes once, after the last attempt.
 */
export const retryingBaseQuery: BaseQueryFn<
  AxiosQueryArgs | string,
  unknown,
  ApiError,
  object,
  AxiosQueryMeta
> = async (args, api, extraOptions) => {
  const result = await retried(args, api, extraOptions);
  if (result.error && result.meta?.toastDeferred) toastError(result.error);
  return result;
};
