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

/** RTK Query base query over the shared axios instance. It never throws: failures come back as `{ error: ApiError }`. */
export function axiosBaseQuery(): BaseQueryFn<AxiosQueryArgs | string, unknown, ApiError> {
  return async (args, { signal }) => {
    const request = typeof args === 'string' ? { url: args } : args;
    try {
      const response = await http.request({ ...request, method: request.method ?? 'GET', signal });
      return { data: response.data as unknown };
    } catch (error) {
      return { error: toApiError(error) };
    }
  };
}
