/**
 * A list's params: what its URL holds (lib/ui/controllers/list/listParams reads and writes them) and what a
 * list endpoint takes (listQuery maps them to the API's query).
 */
export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  sort: string;
  order: SortOrder;
}

export interface ListParams<F extends string = string> {
  /** 1-based, as shown to people and sent to the API. */
  page: number;
  pageSize: number;
  sort: string | null;
  order: SortOrder;
  /** Only the filters that hold a non-empty value. */
  filters: Partial<Record<F, string>>;
}
