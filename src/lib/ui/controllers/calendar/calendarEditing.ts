/** An event's times as the calendar changes them: ISO 8601 instants in UTC, `end` excluded. */
export interface CalendarTimes {
  start: string;
  end: string;
}

/**
 * What makes a CalendarView editable, given by a resource that says so. Each change is made on
 * screen at once; `onMove` settles it: resolved, it stays (the next answer of the range query
 * confirms it); rejected (a server refusal: pass the mutation's `unwrap()`), the event returns
 * to its place and a toast says so, with the server's reason. Every change has a keyboard way:
 * an event opens a form of its times (Enter), and "New event" opens the same form empty.
 * The move endpoint should be `silentError`: the kit's toast already gives the reason.
 */
export interface CalendarEditing {
  /** Drag, resize or the form moved an event (one whose `editable` is not false). */
  onMove?: (id: string, times: CalendarTimes) => Promise<unknown>;
  /** A range was selected, or the form filled: create a record over it (the feature's dialog). */
  onCreate?: (times: CalendarTimes) => unknown;
  /** The create button's text; "New event" by default. */
  createLabel?: string;
}
