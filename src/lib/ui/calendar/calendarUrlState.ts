/**
 * What a calendar keeps in the URL, beside the list's filters: which of the list and the calendar
 * is shown (`view`), the calendar's view (`calendarView`: FullCalendar's view names, month by
 * default) and the date it shows (`date`, YYYY-MM-DD). Anything unknown falls back to the default
 * rather than failing, as the list's params do.
 */
export const LIST_VIEW_PARAM = 'view';
export const CALENDAR_VIEW_PARAM = 'calendarView';
export const CALENDAR_DATE_PARAM = 'date';

/** The list or the calendar; the list is the default and leaves no `view` in the URL. */
export const LIST_VIEWS = ['list', 'calendar'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

export function listViewOf(raw: string | null): ListView {
  return raw === 'calendar' ? 'calendar' : 'list';
}

/** Month, week, day and list (of the week), in the toolbar's order. */
export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number];

export function calendarViewOf(raw: string | null): CalendarViewName {
  return CALENDAR_VIEWS.find((view) => view === raw) ?? 'dayGridMonth';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day to show, or undefined (today) when the URL has none or not a day. */
export function calendarDateOf(raw: string | null): string | undefined {
  return raw !== null && DAY.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
}
