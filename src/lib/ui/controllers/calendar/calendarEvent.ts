import type { StatusTone } from '../status/statusTone';

/** One event of a CalendarView, as the feature maps its records (times in UTC, ISO 8601). */
export interface CalendarEvent {
  /** Unique among the events shown. */
  id: string;
  title: string;
  start: string;
  end?: string;
  /** What the event opens: an in-app path, rendered as a real link. None: not a link. */
  to?: string;
  /** Cancelled, refused...: shown struck through (and muted unless `tone` says otherwise). */
  crossed?: boolean;
  /** Its state in the status palette; default info (muted when crossed). */
  tone?: StatusTone;
  /** In an editable calendar, false keeps this one in place (a cancelled record). */
  editable?: boolean;
  /** Extra classes for the feature's styling hooks (an event's kind). */
  classNames?: readonly string[];
}
