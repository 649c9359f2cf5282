import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_VIEW_PARAM, listViewOf, type ListView } from './calendarUrlState';

/**
 * The view in use, list or calendar, kept in the URL as `view` (absent for the list). Changing
 * it adds a history entry, so Back returns to the other view. Without `calendarAllowed` (the
 * user may not read the calendar) it is always the list, whatever the URL says.
 */
export function useListView(calendarAllowed = true): {
  view: ListView;
  setView: (view: ListView) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = calendarAllowed ? listViewOf(searchParams.get(LIST_VIEW_PARAM)) : 'list';
  const setView = useCallback(
    (next: ListView) =>
      setSearchParams((current) => {
        const copy = new URLSearchParams(current);
        if (next === 'list') copy.delete(LIST_VIEW_PARAM);
        else copy.set(LIST_VIEW_PARAM, next);
        return copy;
      }),
    [setSearchParams],
  );
  return { view, setView };
}
