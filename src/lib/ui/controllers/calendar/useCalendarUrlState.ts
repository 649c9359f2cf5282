import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CALENDAR_DATE_PARAM,
  CALENDAR_VIEW_PARAM,
  calendarDateOf,
  calendarRangeOf,
  calendarViewOf,
  todayUtc,
  type CalendarViewName,
} from './calendarUrlState';

/** The visible range, FullCalendar's: `start` included, `end` excluded (YYYY-MM-DD). */
export interface CalendarRange {
  start: string;
  end: string;
}

/** What the calendar shows: its view, its current date, and the range of days on screen. */
export interface CalendarShown extends CalendarRange {
  view: CalendarViewName;
  date: string;
}

/** The controller of a CalendarView (headless): give it to the view, read `range` to fetch. */
export interface CalendarUrlState {
  /** The view and date the calendar opens on, read from the URL once. */
  initialView: CalendarViewName;
  initialDate: string | undefined;
  /**
   * The range on screen: until the calendar has shown itself, the one its initial view and date
   * will show (calendarRangeOf), so the events are fetched while FullCalendar's chunk loads.
   */
  range: CalendarRange | null;
  /** Told by the view each time it shows other dates or another view. */
  onShown: (shown: CalendarShown) => void;
}

/**
 * The calendar's view and date, kept in the URL (`calendarView`, `date`, replacing the entry:
 * Back leaves the calendar rather than stepping through its months), and the visible range for
 * the feature's query. The URL is read once: FullCalendar owns its view and date afterwards.
 */
export function useCalendarUrlState(): CalendarUrlState {
  const [searchParams, setSearchParams] = useSearchParams();
  // A month's grid is unreadable at 360 px: a phone opens on the week's list.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [initial] = useState(() => {
    const view = calendarViewOf(searchParams.get(CALENDAR_VIEW_PARAM), phone);
    const date = calendarDateOf(searchParams.get(CALENDAR_DATE_PARAM));
    return { view, date, range: calendarRangeOf(view, date ?? todayUtc()) };
  });
  const [shown, setShown] = useState<CalendarShown | null>(null);

  const onShown = useCallback((next: CalendarShown) => {
    setShown((current) =>
      current?.view === next.view &&
      current.date === next.date &&
      current.start === next.start &&
      current.end === next.end
        ? current
        : next,
    );
  }, []);

  // FullCalendar reports its first dates while rendering: the URL follows after the commit, and
  // only when it says otherwise. A write is a navigation relative to where the router is now: an
  // idle one, racing the user's click on a link, could undo it.
  const urlView = searchParams.get(CALENDAR_VIEW_PARAM);
  const urlDate = searchParams.get(CALENDAR_DATE_PARAM);
  useEffect(() => {
    if (shown === null || (urlView === shown.view && urlDate === shown.date)) return;
    setSearchParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set(CALENDAR_VIEW_PARAM, shown.view);
        copy.set(CALENDAR_DATE_PARAM, shown.date);
        return copy;
      },
      { replace: true },
    );
  }, [shown, urlView, urlDate, setSearchParams]);

  const start = shown?.start ?? initial.range.start;
  const end = shown?.end ?? initial.range.end;
  // One range object per range, so the feature's query args change only with the dates.
  const range = useMemo(() => ({ start, end }), [start, end]);

  return { initialView: initial.view, initialDate: initial.date, range, onShown };
}
