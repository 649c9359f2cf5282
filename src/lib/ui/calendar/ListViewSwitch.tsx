import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LIST_VIEW_PARAM, listViewOf, type ListView } from './calendarUrlState';
import { preloadCalendar, preloadCalendarWhenIdle } from './loadCalendarBody';

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

/** The view in use and its setter: a list controller's (useListController), or the URL's. */
export interface ListViewSwitchProps {
  controller?: { view: ListView; setView: (view: ListView) => void };
}

/**
 * The list/calendar switch of a list page's header, reading and writing `view` in the URL
 * (through the page's list controller when given). The calendar's chunk loads before it is asked
 * for: when the browser is idle, or as soon as the pointer or the focus reaches "Calendar"
 * (issue 18: the switch waited for it).
 */
export function ListViewSwitch({ controller }: ListViewSwitchProps = {}) {
  const { t } = useTranslation('ui');
  const fromUrl = useListView();
  const { view, setView } = controller ?? fromUrl;
  useEffect(() => (view === 'list' ? preloadCalendarWhenIdle() : undefined), [view]);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label={t('calendar.switchLabel')}
      onChange={(_event, next: ListView | null) => {
        if (next) setView(next);
      }}
    >
      <ToggleButton value="list">{t('calendar.list')}</ToggleButton>
      <ToggleButton value="calendar" onPointerEnter={preloadCalendar} onFocus={preloadCalendar}>
        {t('calendar.calendar')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
