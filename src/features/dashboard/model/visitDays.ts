/** How many days the visits card shows, today included. */
export const VISIT_DAYS = 30;

const DAY = 86_400_000;

/** The visits card's range: the last VISIT_DAYS days up to today, as UTC dates (both included). */
export function visitRange(nowMs: number): { start: string; end: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start: day(nowMs - (VISIT_DAYS - 1) * DAY), end: day(nowMs) };
}
