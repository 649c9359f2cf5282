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

/** The view in the URL, else the default: the month, or on a phone the week's list. */
export function calendarViewOf(raw: string | null, phone = false): CalendarViewName {
  return CALENDAR_VIEWS.find((view) => view === raw) ?? (phone ? 'listWeek' : 'dayGridMonth');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day to show, or undefined (today) when the URL has none or not a day. */
export function calendarDateOf(raw: string | null): string | undefined {
  return raw !== null && DAY.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
}

const DAY_MS = 86_400_000;
/** A month view shows six weeks whatever the month (FullCalendar's fixedWeekCount). */
const MONTH_VIEW_DAYS = 42;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today's date in UTC, the calendar's zone. */
export function todayUtc(now = Date.now()): string {
  return isoDay(now);
}

/**
 * The days a view of `date` shows, as FullCalendar computes them with weeks from Monday: a month
 * from the Monday on or before its 1st, six weeks; a week from its Monday; a day. Known before
 * FullCalendar has loaded, so the range's events are asked for while its chunk still loads.
 */
export function calendarRangeOf(
  view: CalendarViewName,
  date: string,
): { start: string; end: string } {
  const day = Date.parse(`${date}T00:00:00Z`);
  const mondayOn = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;
  if (view === 'timeGridDay') return { start: isoDay(day), end: isoDay(day + DAY_MS) };
  if (view === 'dayGridMonth') {
    const start = mondayOn(Date.parse(`${date.slice(0, 7)}-01T00:00:00Z`));
    return { start: isoDay(start), end: isoDay(start + MONTH_VIEW_DAYS * DAY_MS) };
  }
  const start = mondayOn(day);
  return { start: isoDay(start), end: isoDay(start + 7 * DAY_MS) };
}
