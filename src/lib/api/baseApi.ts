import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './axiosBaseQuery';

/**
 * Tag conventions: one tag type per resource, named in PascalCase; lists provide
 * `{ type, id: 'LIST' }`, items `{ type, id }`; mutations invalidate the item and the LIST.
 * Features add endpoints with `baseApi.injectEndpoints` in their own `api/<domain>.api.ts`.
 */
export const TAG_TYPES = [
  'Configuration',
  'Enum',
  'Rights',
  'Organization',
  'User',
  'Trip',
  'Quote',
  'Invoice',
  'Service',
  'Aircraft',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(),
  tagTypes: TAG_TYPES,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

export function listTags<T extends (typeof TAG_TYPES)[number]>(
  type: T,
  items: readonly { id: number | string }[] | undefined,
) {
  return [{ type, id: 'LIST' as const }, ...(items ?? []).map((item) => ({ type, id: item.id }))];
}
