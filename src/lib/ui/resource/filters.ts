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

interface FilterBase<F extends string> {
  key: F;
  label: string;
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
