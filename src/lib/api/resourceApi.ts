/**
 * A declared resource's API in one call: its five CRUD endpoints injected into the one API under
 * names derived from the resource's id (`priceLists:list`, `:read`, `:create`, `:update`,
 * `:delete`: unique as route ids are, and never a hand-written name, which has no colon), and
 * their hooks returned, typed by the record, the payload and the list's filters:
 *
 *   // features/price-lists/api/priceLists.api.ts
 *   export type PriceListFilter = 'search' | 'status';
 *   export const priceListsApi = resourceApi<PriceList, PriceListPayload, PriceListFilter>(
 *     priceLists,
 *     { query: { search: 'search', filters: { status: { enum: PRICE_LIST_STATUSES } } },
 *       alsoInvalidates: [NEGOTIATED_RATE_TAG] },
 *   );
 *   // priceListsApi.useList(args), useRead(id | skipToken), useCreate(), useUpdate(), useDelete()
 *
 * Tags as resourceEndpoints gives them: the list provides LIST and its items, a read its id; a
 * write invalidates the LIST (and the item for an update) plus `alsoInvalidates`. Extra
 * endpoints are the feature's, injected beside with the resource's tag types:
 *
 *   export const { useArchivePriceListMutation } = priceListsApi.api.injectEndpoints({
 *     endpoints: (build) => ({ archivePriceList: build.mutation<...>({...}) }),
 *   });
 */
import type { ListParams } from './listParams';
import { defineListQuery, type ListQuery, type ListQuerySpec } from './listQuery';
import { withTagTypes } from './baseApi';
import { resourceEndpoints, type EndpointResource } from './resourceEndpoints';

/** What the API needs of a declared resource (defineResource's result fits). */
export interface ApiResource extends EndpointResource<string> {
  /** The route ids' prefix, unique: the endpoints' names start with it. */
  id: string;
}

export interface ResourceApiOptions<F extends string> {
  /** URL list params -> the API's query: a `defineListQuery` spec, or the mapper itself. */
  query?: ListQuerySpec<F> | ((params: ListParams<F>) => ListQuery);
  /** Tags of other resources that show this one, refetched after each write. */
  alsoInvalidates?: readonly string[];
}

/** The endpoints' names of a resource: `${id}:list`, ... */
export function resourceEndpointNames(id: string) {
  return {
    list: `${id}:list`,
    read: `${id}:read`,
    create: `${id}:create`,
    update: `${id}:update`,
    remove: `${id}:delete`,
  } as const;
}

/** An endpoint just injected under `name` (RTK Query types an injected name as maybe absent). */
function injected<E>(endpoints: Partial<Record<string, E>>, name: string): E {
  const endpoint = endpoints[name];
  if (!endpoint) throw new Error(`resourceApi: endpoint ${name} was not injected`);
  return endpoint;
}

export function resourceApi<R extends { id: number }, P, F extends string = never>(
  resource: ApiResource,
  options: ResourceApiOptions<F> = {},
) {
  const { query, alsoInvalidates = [] } = options;
  const api = withTagTypes([resource.tag, ...alsoInvalidates]);
  const names = resourceEndpointNames(resource.id);
  const crudOptions = {
    query: typeof query === 'object' ? defineListQuery(query) : query,
    alsoInvalidates,
  };
  // One injection per endpoint: each name then has its own definition's type, not a union.
  const crud = (build: Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0]) =>
    resourceEndpoints<R, P, F>(build, resource, crudOptions);
  const list = api.injectEndpoints({
    endpoints: (build) => ({ [names.list]: crud(build).list }),
  }).endpoints;
  const read = api.injectEndpoints({
    endpoints: (build) => ({ [names.read]: crud(build).read }),
  }).endpoints;
  const create = api.injectEndpoints({
    endpoints: (build) => ({ [names.create]: crud(build).create }),
  }).endpoints;
  const update = api.injectEndpoints({
    endpoints: (build) => ({ [names.update]: crud(build).update }),
  }).endpoints;
  const remove = api.injectEndpoints({
    endpoints: (build) => ({ [names.remove]: crud(build).remove }),
  }).endpoints;
  const endpoints = {
    list: injected(list, names.list),
    read: injected(read, names.read),
    create: injected(create, names.create),
    update: injected(update, names.update),
    remove: injected(remove, names.remove),
  };
  return {
    /** `useList(args)`: a page of records (`{ items, total }`) for the list's URL params. */
    useList: endpoints.list.useQuery,
    /** `useRead(id | skipToken)`: one record. */
    useRead: endpoints.read.useQuery,
    /** `const [create] = useCreate()`: `create(payload)`. */
    useCreate: endpoints.create.useMutation,
    /** `const [update] = useUpdate()`: `update({ id, ...payload })` (PATCH). */
    useUpdate: endpoints.update.useMutation,
    /** `const [remove] = useDelete()`: `remove(id)`. */
    useDelete: endpoints.remove.useMutation,
    /** The endpoints themselves (`initiate`, `select`, `matchFulfilled`), and their names. */
    endpoints,
    names,
    /** The API with the resource's tag types: for the feature's extra endpoints. */
    api,
  };
}

export type ResourceApi<R extends { id: number }, P, F extends string = never> = ReturnType<
  typeof resourceApi<R, P, F>
>;
