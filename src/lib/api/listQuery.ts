/**
 * From the list params in the URL to the API's list query, and from the API's page to
 * `{ items, total }`: the two ends of every list endpoint.
 *
 * API conventions: `page` (1-based), `numberOfItemsPerPage`, `searchQuery`,
 * `order[<field>]=asc|desc`, filters by the spec's names; answers `{ <itemsKey>: T[], totalItems }`.
 *
 *   const crewQuery = defineListQuery<CrewFilter>({
 *     search: 'search',                                   // ?search=ada -> searchQuery=ada
 *     filters: {
 *       role: 'crewRole',                                 // renamed
 *       expired: { boolean: 'licenceExpired' },           // 'true' | 'false' only
 *       expiry: { dateRange: ['licenceExpiryAfter', 'licenceExpiryBefore'] }, // ?expiry=a..b
 *       base: { id: 'organizationAirport' },              // a positive whole number
 *       aircraft: { ids: 'organizationAircraft' },        // ?aircraft=3,5 -> [3, 5]
 *       type: { enum: FLIGHT_TYPES },                     // one of the contract's values
 *     },
 *   });
 *   list: build.query<Page<CrewMember>, ListParams<CrewFilter>>({
 *     query: (params) => ({ url: 'api/crew-member', params: crewQuery(params) }),
 *     transformResponse: pageOf<CrewMemberPage>('crewMembers'),
 *   }),
 *
 * A malformed page is an error, not an empty list: "no crew found" would be a lie that invites
 * people to create again what exists. `pageOf` throws MalformedPageError; RTK Query hands it to
 * the page as a SerializedError, which `apiErrorOf` turns into an 'empty' ApiError (the error
 * catalogue's "No response from the server"), shown by the list's error state with a retry.
 */
import type { ListParams } from './listParams';
import { parseDateRange } from './dateRange';

export type ListQuery = Record<string, string | number | number[]>;

/**
 * How one URL filter becomes API params: a new name, a boolean, a date range's two names, an
 * id, a list of ids (`3,5` in the URL, an array for the API), or one of an enum's values
 * (`name` renames it). A value of the wrong shape is left out rather than sent.
 */
export type FilterMapping =
  | string
  | { readonly boolean: string }
  | { readonly dateRange: readonly [after: string, before: string] }
  | { readonly id: string }
  | { readonly ids: string }
  | { readonly enum: readonly string[]; readonly name?: string };

/** A positive whole number written in the URL, or undefined. */
export function positiveId(raw: string): number | undefined {
  if (!/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** `3, 5,x` -> [3, 5]: the valid ids of a comma-separated list, each once. */
export function idList(raw: string): number[] {
  const ids = raw.split(',').map(positiveId);
  return [...new Set(ids.filter((id) => id !== undefined))];
}

export interface ListQuerySpec<F extends string = string> {
  /** The URL filter holding the search text, sent as `searchQuery`. */
  search?: F;
  /** URL filters whose API name or shape differs; the others are sent as they are. */
  filters?: { readonly [K in F]?: FilterMapping };
  /** URL sort key -> API order field, where they differ. */
  sorts?: Readonly<Record<string, string>>;
}

function addFilter(query: ListQuery, key: string, value: string, mapping?: FilterMapping) {
  if (mapping === undefined || typeof mapping === 'string') {
    query[mapping ?? key] = value;
  } else if ('boolean' in mapping) {
    if (value === 'true' || value === 'false') query[mapping.boolean] = value;
  } else if ('id' in mapping) {
    const id = positiveId(value);
    if (id !== undefined) query[mapping.id] = id;
  } else if ('ids' in mapping) {
    const ids = idList(value);
    if (ids.length > 0) query[mapping.ids] = ids;
  } else if ('enum' in mapping) {
    if (mapping.enum.includes(value)) query[mapping.name ?? key] = value;
  } else {
    const range = parseDateRange(value);
    const [after, before] = mapping.dateRange;
    if (range?.from) query[after] = range.from;
    if (range?.to) query[before] = range.to;
  }
}

/** The API query of a list's URL params; blank and malformed filter values are left out. */
export function toListQuery<F extends string>(
  params: ListParams<F>,
  spec: ListQuerySpec<F> = {},
): ListQuery {
  const query: ListQuery = { page: params.page, numberOfItemsPerPage: params.pageSize };
  if (params.sort !== null) {
    query[`order[${spec.sorts?.[params.sort] ?? params.sort}]`] = params.order;
  }
  return { ...query, ...toFilterQuery(params.filters, spec) };
}

/**
 * The API params of a list's filters alone, as `toListQuery` sends them: for what filters a list
 * without pages (a calendar's range, an export).
 */
export function toFilterQuery<F extends string>(
  filters: ListParams<F>['filters'],
  spec: ListQuerySpec<F> = {},
): ListQuery {
  const query: ListQuery = {};
  for (const key of Object.keys(filters) as F[]) {
    const value = filters[key]?.trim() ?? '';
    if (value === '') continue;
    if (key === spec.search) query.searchQuery = value;
    else addFilter(query, key, value, spec.filters?.[key]);
  }
  return query;
}

/** The mapper of one list endpoint, declared once beside it. */
export function defineListQuery<F extends string>(
  spec: ListQuerySpec<F>,
): (params: ListParams<F>) => ListQuery {
  return (params) => toListQuery(params, spec);
}

/** Only the params of a list (no setters): what a list endpoint takes as its argument. */
export function listArgs<F extends string>(list: ListParams<F>): ListParams<F> {
  const { page, pageSize, sort, order, filters } = list;
  return { page, pageSize, sort, order, filters };
}

/** A page of a list, whatever the API calls its items. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** The keys of P holding an array: the items key of an API page type. */
export type ItemsKey<P> = {
  [K in keyof P]-?: P[K] extends readonly unknown[] ? K : never;
}[keyof P];
export type ItemOf<P> = P[ItemsKey<P>] extends readonly (infer T)[] ? T : never;

export class MalformedPageError extends Error {
  override name = 'MalformedPageError';
}

/** Validates `{ <itemsKey>: T[], totalItems }` and returns `{ items, total }`; throws MalformedPageError. */
export function toPage<T>(response: unknown, itemsKey: string): Page<T> {
  if (typeof response !== 'object' || response === null) {
    throw new MalformedPageError(`Expected a page object with "${itemsKey}"`);
  }
  const items: unknown = Reflect.get(response, itemsKey);
  const total: unknown = Reflect.get(response, 'totalItems');
  if (!Array.isArray(items)) throw new MalformedPageError(`"${itemsKey}" is not a list`);
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) {
    throw new MalformedPageError('"totalItems" is not a count');
  }
  // The contract type is trusted for the items themselves: this is the API's boundary.
  return { items: items as T[], total };
}

/** `transformResponse: pageOf<CrewMemberPage>('crewMembers')`; a misspelled key fails the type check. */
export function pageOf<P>(itemsKey: ItemsKey<P> & string): (response: unknown) => Page<ItemOf<P>> {
  return (response) => toPage<ItemOf<P>>(response, itemsKey);
}
