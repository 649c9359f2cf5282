/**
 * List state (page, page size, sort, filters) lives in the URL (ARCHITECTURE rule 2), so a list
 * can be bookmarked, shared and restored by the back button. These pure helpers translate
 * between URLSearchParams and a typed ListParams; useListParams wires them to React Router.
 */
import type { ListParams, ListSort, SortOrder } from '@/lib/api/listParams';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@/lib/config/constants';

// The shape is the list endpoints' argument (lib/api): the URL side only reads and writes it.
export type { ListParams, ListSort, SortOrder } from '@/lib/api/listParams';

export interface ListParamsOptions<F extends string = string> {
  defaultPageSize?: number;
  defaultSort?: ListSort;
  /** The filter names this list reads from the URL; other query keys are left alone. */
  filterKeys?: readonly F[];
  /** Namespaces the keys (`legs.page`) when two lists share one page. */
  prefix?: string;
}

/** The query keys a list owns besides its filters. */
export const LIST_KEYS = ['page', 'pageSize', 'sort', 'order'] as const;

export function listKey(name: string, prefix?: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

/** The page sizes offered: the standard options plus a list's own default (e.g. 12 for catalogues). */
export function pageSizeOptions(defaultPageSize: number = DEFAULT_PAGE_SIZE): number[] {
  return [...new Set<number>([...PAGE_SIZE_OPTIONS, defaultPageSize])].sort((a, b) => a - b);
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

function isSortOrder(raw: string | null): raw is SortOrder {
  return raw === 'asc' || raw === 'desc';
}

/** Reads a list's params; anything missing or malformed falls back to the defaults. */
export function parseListParams<F extends string = string>(
  searchParams: URLSearchParams,
  options: ListParamsOptions<F> = {},
): ListParams<F> {
  const { defaultPageSize = DEFAULT_PAGE_SIZE, defaultSort, filterKeys = [], prefix } = options;
  const get = (name: string) => searchParams.get(listKey(name, prefix));

  const requestedSize = positiveInt(get('pageSize'));
  const pageSize =
    requestedSize !== null && pageSizeOptions(defaultPageSize).includes(requestedSize)
      ? requestedSize
      : defaultPageSize;

  const rawSort = get('sort')?.trim() ?? '';
  const sort = rawSort !== '' ? rawSort : (defaultSort?.sort ?? null);
  const rawOrder = get('order');
  // An order only means something next to the sort it came with.
  const fallbackOrder: SortOrder = rawSort === '' && defaultSort ? defaultSort.order : 'asc';
  const order: SortOrder = isSortOrder(rawOrder) ? rawOrder : fallbackOrder;

  const filters: Partial<Record<F, string>> = {};
  for (const key of filterKeys) {
    const value = get(key);
    if (value !== null && value.trim() !== '') filters[key] = value;
  }

  return { page: positiveInt(get('page')) ?? 1, pageSize, sort, order, filters };
}

/**
 * Writes a list's params, leaving out the defaults so that the plain list URL stays plain
 * (and two URLs that mean the same list are the same string).
 */
export function toSearchParams<F extends string = string>(
  params: ListParams<F>,
  options: ListParamsOptions<F> = {},
): URLSearchParams {
  const { defaultPageSize = DEFAULT_PAGE_SIZE, defaultSort, prefix } = options;
  const result = new URLSearchParams();
  const set = (name: string, value: string) => result.set(listKey(name, prefix), value);

  if (params.page > 1) set('page', String(params.page));
  if (params.pageSize !== defaultPageSize) set('pageSize', String(params.pageSize));
  // A list with a default sort is always sorted: null there means the default.
  const isDefaultSort =
    params.sort === null ||
    (params.sort === defaultSort?.sort && params.order === defaultSort.order);
  if (!isDefaultSort && params.sort !== null) {
    set('sort', params.sort);
    set('order', params.order);
  }
  for (const [key, value] of Object.entries<string | undefined>(params.filters)) {
    if (value !== undefined && value.trim() !== '') set(key, value);
  }
  return result;
}

/**
 * Replaces the keys this list owns in `current` and keeps every other key (tabs, another
 * list's prefixed params) untouched.
 */
export function mergeListParams<F extends string = string>(
  current: URLSearchParams,
  params: ListParams<F>,
  options: ListParamsOptions<F> = {},
): URLSearchParams {
  const owned = [...LIST_KEYS, ...(options.filterKeys ?? [])].map((name) =>
    listKey(name, options.prefix),
  );
  const result = new URLSearchParams();
  current.forEach((value, key) => {
    if (!owned.includes(key)) result.append(key, value);
  });
  toSearchParams(params, options).forEach((value, key) => result.set(key, value));
  return result;
}
