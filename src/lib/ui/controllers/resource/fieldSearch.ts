/**
 * A select searched on the server (`search` of a declared field): the query hook and how its
 * records read as choices, kept with their type here so the field's declaration needs none.
 */
import { useMemo } from 'react';
import type { FieldSearch, FoundOption, SearchOption } from './formDeclaration';

export interface ServerSearch<T, R> {
  /** The query of the typed text (an RTK Query hook). */
  useSearch: (text: string) => { data?: readonly T[]; isFetching: boolean };
  /** A record found as a choice; its `fills`, the fields a pick of it fills in. */
  option: (found: T) => FoundOption;
  current?(record: R): SearchOption | undefined;
  placeholder?: string;
}

export function serverSearch<T, R = unknown>(search: ServerSearch<T, R>): FieldSearch<R> {
  const { useSearch, option, current, placeholder } = search;
  return {
    useFound: (text) => {
      const { data, isFetching } = useSearch(text);
      const found = useMemo(() => (data ?? []).map(option), [data]);
      return { found, loading: isFetching };
    },
    current,
    placeholder,
  };
}
