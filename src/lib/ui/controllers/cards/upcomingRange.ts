import { useMemo, useState } from 'react';

/** How far ahead a list of what comes next looks (UI.md "Home"). */
export const UPCOMING_DAYS = 30;

const DAY = 86_400_000;

/** The calendars' range: today to UPCOMING_DAYS ahead, as UTC dates (both included). */
export function upcomingRange(nowMs: number): { start: string; end: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start: day(nowMs), end: day(nowMs + UPCOMING_DAYS * DAY) };
}

/** The time of the visit, taken once (the page does not refetch as the minutes pass), and its range. */
export function useUpcomingRange(): { now: number; range: { start: string; end: string } } {
  const [now] = useState(() => Date.now());
  const range = useMemo(() => upcomingRange(now), [now]);
  return { now, range };
}
