/**
 * The demo API's clock: real time plus an offset that tests and e2e journeys move forward
 * (token expiry, the 7-day order closing rule) without waiting.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

export function nowMs(): number {
  return Date.now() + offsetMs;
}

/**
 * A record's new `updatedAt` after one that was `previous`: now, or a millisecond later than
 * `previous` when now is not later (two writes in one millisecond, a clock set back). A version
 * a screen names back is then raised by every write.
 */
export function stampAfter(previous: string): string {
  const at = nowMs();
  const before = Date.parse(previous);
  return new Date(Number.isFinite(before) && before >= at ? before + 1 : at).toISOString();
}

export function advanceClock(seconds: number): void {
  offsetMs += seconds * 1000;
}

export function clockOffsetSeconds(): number {
  return offsetMs / 1000;
}

export function resetClock(): void {
  offsetMs = 0;
}

/** ISO date `seconds` after the demo clock's now. */
export function isoIn(seconds: number): string {
  return new Date(nowMs() + seconds * 1000).toISOString();
}

export function isPast(iso: string): boolean {
  return Date.parse(iso) <= nowMs();
}

/** The demo clock's calendar date, `YYYY-MM-DD` (UTC). */
export function today(): string {
  return now().toISOString().slice(0, 10);
}

/** The calendar date `days` after the demo clock's today (negative: before). */
export function isoDateIn(days: number): string {
  return new Date(Date.parse(today()) + days * 86_400_000).toISOString().slice(0, 10);
}
