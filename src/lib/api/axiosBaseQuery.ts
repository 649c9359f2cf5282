import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { http } from '@/lib/http/client';
import { toApiError } from '@/lib/http/toApiError';
import type { ApiError, RequestMeta } from '@/lib/http/types';

export interface AxiosQueryArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
  responseType?: AxiosRequestConfig['responseType'];
  meta?: RequestMeta;
}

/** What a failed attempt tells the retry layer besides its error. */
export interface AxiosQueryMeta {
  /** The error toast was held back (a query's network error or 5xx): toast it if this was the last attempt. */
  toastDeferred?: boolean;
}

/** Reads: the only calls that may be sent again without the user asking. */
export function isRetriableRead(type: 'query' | 'mutation', args: AxiosQueryArgs | string) {
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET');
  return type === 'query' && method.toUpperCase() === 'GET';
}

/**
 * RTK Query base query over the shared axios instance. It never throws: failures come back as
 * `{ error: ApiError }`. A read holds back the toast of a transient failure (lib/api/queryRetry)
 * and has none for a 404: the screen that read it says what is missing.
 */
export function axiosBaseQuery(): BaseQueryFn<
  AxiosQueryArgs | string,
  unknown,
  ApiError,
  object,
  AxiosQueryMeta
> {
  return async (args, { signal, type }) => {
    const request = typeof args === 'string' ? { url: args } : args;
    let toastDeferred = false;
    const meta: RequestMeta = isRetriableRead(type, args)
      ? {
          ...request.meta,
          deferTransientToast: () => (toastDeferred = true),
          missingShownByScreen: true,
        }
      : (request.meta ?? {});
    try {
      const response = await http.request({
        ...request,
        meta,
        method: request.method ?? 'GET',
        signal,
      });
      return { data: response.data as unknown };
    } catch (error) {
      return { error: toApiError(error), meta: { toastDeferred } };
    }
  };
}
