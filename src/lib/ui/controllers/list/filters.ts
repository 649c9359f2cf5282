/**
 * The filters of a list, declared once: the filter bar draws them, useResourceList reads their
 * keys from the URL, and the endpoint's list query mapper (lib/api/listQuery) names them for the
 * API. Labels are already translated.
 *
 *   const filters: ListFilter<CrewFilter>[] = [
 *     { kind: 'search', key: 'search', label: t('crews:filters.search') },
 *     { kind: 'select', key: 'role', label: t('crews:fields.role'), options: roleOptions },
 *     { kind: 'boolean', key: 'expired', label: t('crews:filters.expired') },
 *     { kind: 'dateRange', key: 'expiry', label: t('crews:fields.licenceExpiry') },
 *   ];
 *
 * URL values: search and select as typed or chosen, boolean 'true' | 'false', date range
 * `from..to` (lib/api/dateRange).
 */
export const SEARCH_DEBOUNCE_MS = 300;

/** Filters shown beside the search (UI.md "A list page"); the rest fold under "More filters". */
export const MAX_FILTERS_IN_VIEW = 4;

interface FilterBase<F extends string> {
  key: F;
  label: string;
  /**
   * In view beside the search; the others fold under "More filters". When no filter of the
   * list says so, the first ones in declaration order are in view. At most MAX_FILTERS_IN_VIEW.
   */
  primary?: boolean;
}

export interface SearchFilter<F extends string = string> extends FilterBase<F> {
  kind: 'search';
  placeholder?: string;
  /** Defaults to SEARCH_DEBOUNCE_MS. */
  debounceMs?: number;
}

export interface SelectFilter<F extends string = string> extends FilterBase<F> {
  kind: 'select';
  options: readonly { value: string; label: string }[];
}

export interface BooleanFilter<F extends string = string> extends FilterBase<F> {
  kind: 'boolean';
  /** Default "Yes" / "No". */
  trueLabel?: string;
  falseLabel?: string;
}

export interface DateRangeFilter<F extends string = string> extends FilterBase<F> {
  kind: 'dateRange';
}

export type ListFilter<F extends string = string> =
  SearchFilter<F> | SelectFilter<F> | BooleanFilter<F> | DateRangeFilter<F>;

/** True when any filter holds a value: the empty state then says so and offers to clear them. */
export function hasActiveFilters(filters: Partial<Record<string, string>>): boolean {
  return Object.values(filters).some((value) => value !== undefined && value.trim() !== '');
}

/** The filters of a bar, placed: the search first, then those in view, then the folded ones. */
export interface PlacedFilters<F extends string> {
  search: readonly SearchFilter<F>[];
  inView: readonly ListFilter<F>[];
  folded: readonly ListFilter<F>[];
}

/**
 * Where each filter goes: searches always in view; of the others, those marked `primary` (or,
 * when none is, the first ones in order), at most MAX_FILTERS_IN_VIEW; the rest folded.
 */
export function placeFilters<F extends string>(
  filters: readonly ListFilter<F>[],
): PlacedFilters<F> {
  const search = filters.filter((filter): filter is SearchFilter<F> => filter.kind === 'search');
  const others = filters.filter((filter) => filter.kind !== 'search');
  const marked = others.some((filter) => filter.primary === true);
  const candidates = marked ? others.filter((filter) => filter.primary === true) : others;
  const inView = candidates.slice(0, MAX_FILTERS_IN_VIEW);
  return { search, inView, folded: others.filter((filter) => !inView.includes(filter)) };
}

/** How many of `filters` hold a value in the URL: the count on "More filters". */
export function countActive<F extends string>(
  filters: readonly ListFilter<F>[],
  values: Partial<Record<F, string>>,
): number {
  return filters.filter((filter) => (values[filter.key] ?? '').trim() !== '').length;
}
