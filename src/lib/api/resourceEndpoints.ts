import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { ListParams } from '@/lib/api/listParams';
import { toListQuery, toPage, type ListQuery, type Page } from './listQuery';
import type { retryingBaseQuery } from './queryRetry';
import { invalidatesItem, invalidatesList, providesItem, providesList } from './tags';

/** What the endpoints need of a declared resource (defineResource's result fits). */
export interface EndpointResource<T extends string> {
  endpoint: string;
  tag: T;
  listKey: string;
  /** A record's DELETE URL when it is not `{endpoint}/{id}` (`api/offer/7/delete`). */
  deleteEndpoint?: (id: number) => string;
}

export interface ResourceEndpointOptions<F extends string, T extends string> {
  /** URL list params -> the API's query (`defineListQuery`); page, size and sort only without. */
  query?: (params: ListParams<F>) => ListQuery;
  /** Tags of other resources that show this one, refetched after each write. */
  alsoInvalidates?: readonly T[];
}

/**
 * The five CRUD endpoints of a declared resource: list (a page of `listKey`), read, create,
 * update (`{ id, ...payload }`, PATCH) and delete, with the LIST/item tags of lib/api/tags. The
 * feature names them when it injects them, so each hook keeps a name of its own:
 *
 *   export const fleetApi = withTagTypes([crews.tag]).injectEndpoints({
 *     endpoints: (build) => {
 *       const crud = resourceEndpoints<CrewMember, CrewMemberPayload, CrewFilter>(build, crews, { query: crewQuery });
 *       return { listCrewMembers: crud.list, getCrewMember: crud.read, createCrewMember: crud.create,
 *         updateCrewMember: crud.update, deleteCrewMember: crud.remove };
 *     },
 *   });
 */
export function resourceEndpoints<
  R extends { id: number },
  P,
  F extends string,
  T extends string = string,
>(
  build: EndpointBuilder<typeof retryingBaseQuery, T, 'api'>,
  resource: EndpointResource<T>,
  options: ResourceEndpointOptions<F, T> = {},
) {
  const { endpoint, tag, listKey } = resource;
  const query = options.query ?? ((params: ListParams<F>) => toListQuery(params, {}));
  const also = options.alsoInvalidates ?? [];
  return {
    list: build.query<Page<R>, ListParams<F>>({
      query: (params) => ({ url: endpoint, params: query(params) }),
      transformResponse: (response: unknown) => toPage<R>(response, listKey),
      providesTags: providesList(tag),
    }),
    read: build.query<R, number>({
      query: (id) => ({ url: `${endpoint}/${id}` }),
      providesTags: providesItem(tag),
    }),
    create: build.mutation<R, P>({
      query: (data) => ({ url: endpoint, method: 'POST', data }),
      invalidatesTags: () => [...invalidatesList(tag)(), ...also],
    }),
    update: build.mutation<R, { id: number } & P>({
      query: ({ id, ...data }) => ({ url: `${endpoint}/${id}`, method: 'PATCH', data }),
      invalidatesTags: (result, error, arg) => [
        ...invalidatesItem(tag)(result, error, arg),
        ...also,
      ],
    }),
    remove: build.mutation<null, number>({
      query: (id) => ({
        url: resource.deleteEndpoint?.(id) ?? `${endpoint}/${id}`,
        method: 'DELETE',
      }),
      // The item is gone: refetching it would only answer 404 to the page that deleted it.
      invalidatesTags: () => [...invalidatesList(tag)(), ...also],
    }),
  };
}
