import type { ComponentType } from 'react';
import type { FullCalendarBodyProps } from './FullCalendarBody';

/**
 * FullCalendar's chunk (FullCalendarBody and its styles), loaded once: by CalendarView when it
 * shows, and earlier by the list/calendar switch (preloadCalendar) so the switch does not wait
 * for it. A failed load is forgotten, so the next attempt asks again.
 */
type CalendarBodyModule = { default: ComponentType<FullCalendarBodyProps> };
let loading: Promise<CalendarBodyModule> | undefined;
let loaded: CalendarBodyModule | undefined;

export function loadCalendarBody(): Promise<CalendarBodyModule> {
  loading ??= import('./FullCalendarBody').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The chunk's component once it has loaded (CalendarView renders it without suspending). */
export function loadedCalendarBody(): CalendarBodyModule['default'] | undefined {
  return loaded?.default;
}

/** Starts loading the chunk without waiting for it; a failure shows when the calendar opens. */
export function preloadCalendar(): void {
  loadCalendarBody().catch(() => undefined);
}

/**
 * Preloads the chunk once the browser is idle (a list page with the switch has drawn and
 * fetched its rows). Browsers without requestIdleCallback load it on hover or focus only.
 * Returns the cancel function for an effect's cleanup.
 */
export function preloadCalendarWhenIdle(): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  const handle = window.requestIdleCallback(preloadCalendar, { timeout: 5_000 });
  return () => window.cancelIdleCallback(handle);
}
