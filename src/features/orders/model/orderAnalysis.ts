import { QUOTE_STATES, type QuoteCalendarEntry, type QuoteState } from '@/entities/quote';

/**
 * The dashboard's figures over the quotes calendar (GET api/calendar/quote), pure and in UTC:
 * orders by status, the seller's sales forecast, the buyer's spending. A quote counts in the
 * period of its event (ETA or ETD), where the calendar puts it.
 */

const DAY = 86_400_000;

/** A bar of the status chart: a state, or the flag that says more than it. */
export type StatusBucket = QuoteState | 'refused' | 'cancelled';
export const STATUS_BUCKETS: readonly StatusBucket[] = [...QUOTE_STATES, 'refused', 'cancelled'];

/** Orders by status: a raised flag (cancelled, then refused) wins over the state, as on the chip. */
export function ordersByStatus(
  entries: readonly QuoteCalendarEntry[],
): { bucket: StatusBucket; count: number }[] {
  const counts = new Map<StatusBucket, number>();
  for (const entry of entries) {
    const bucket: StatusBucket = entry.cancelled
      ? 'cancelled'
      : entry.refused
        ? 'refused'
        : entry.state;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return STATUS_BUCKETS.flatMap((bucket) => {
    const count = counts.get(bucket) ?? 0;
    return count > 0 ? [{ bucket, count }] : [];
  });
}

/** A confirmed order: the client validated it and nobody cancelled or refused it since. */
const CONFIRMED: readonly QuoteState[] = [
  'validated',
  'payment_not_started',
  'awaiting_for_services_completed',
  'delivered',
  'claimed',
];
export function isConfirmed(entry: QuoteCalendarEntry): boolean {
  return CONFIRMED.includes(entry.state) && !entry.cancelled && !entry.refused;
}

export type Granularity = 'month' | 'week';

/** A period of the charts: its first day (YYYY-MM-DD, UTC) and where the next one starts. */
export interface Period {
  start: string;
  startMs: number;
  endMs: number;
}

function periodStart(ms: number, granularity: Granularity): number {
  const date = new Date(ms);
  if (granularity === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  // Weeks start on Monday (spec section 9).
  return midnight - ((date.getUTCDay() + 6) % 7) * DAY;
}

function shift(startMs: number, by: number, granularity: Granularity): number {
  if (granularity === 'week') return startMs + by * 7 * DAY;
  const date = new Date(startMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + by, 1);
}

/** `before` periods up to the current one (excluded), the current one, then `after` periods. */
export function periodsAround(
  nowMs: number,
  granularity: Granularity,
  before: number,
  after: number,
): Period[] {
  const current = periodStart(nowMs, granularity);
  return Array.from({ length: before + 1 + after }, (_, index) => {
    const startMs = shift(current, index - before, granularity);
    return {
      start: new Date(startMs).toISOString().slice(0, 10),
      startMs,
      endMs: shift(startMs, 1, granularity),
    };
  });
}

/** The days a calendar read must cover for these periods (both included). */
export function rangeOf(periods: readonly Period[]): { start: string; end: string } {
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) throw new Error('rangeOf needs at least one period');
  return { start: first.start, end: new Date(last.endMs - DAY).toISOString().slice(0, 10) };
}

/**
 * The currency most of the entries are in (ties: alphabetical): amounts in different currencies
 * are never added up, so a chart of amounts shows this one and says so.
 */
export function mainCurrency(entries: readonly QuoteCalendarEntry[]): string | undefined {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.currency, (counts.get(entry.currency) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/** The confirmed amounts (tax included) in `currency` per period. */
export function confirmedAmounts(
  entries: readonly QuoteCalendarEntry[],
  periods: readonly Period[],
  currency: string,
): number[] {
  const sums = periods.map(() => 0);
  for (const entry of entries) {
    if (!isConfirmed(entry) || entry.currency !== currency) continue;
    const at = Date.parse(entry.start);
    const index = periods.findIndex((period) => at >= period.startMs && at < period.endMs);
    if (index >= 0) sums[index] = (sums[index] ?? 0) + entry.totalIncludingTax;
  }
  return sums.map((sum) => Math.round(sum * 100) / 100);
}

/**
 * The trend: a least-squares line through the past periods' confirmed amounts (the current and
 * coming ones are still being booked), drawn over every period, never below zero. Fewer than two
 * past periods draw no line (null everywhere).
 */
export function linearTrend(pastAmounts: readonly number[], total: number): (number | null)[] {
  const n = pastAmounts.length;
  if (n < 2) return Array.from({ length: total }, () => null);
  const meanX = (n - 1) / 2;
  const meanY = pastAmounts.reduce((sum, y) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  pastAmounts.forEach((y, x) => {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  });
  const slope = covariance / variance;
  return Array.from({ length: total }, (_, x) =>
    Math.max(0, Math.round((meanY + slope * (x - meanX)) * 100) / 100),
  );
}

/** How far the forecast looks, per granularity: past periods for the trend, periods ahead. */
export const FORECAST_SPAN: Record<Granularity, { before: number; after: number }> = {
  month: { before: 6, after: 3 },
  week: { before: 8, after: 6 },
};

export interface SalesForecast {
  periods: Period[];
  /** The index of the current period in `periods`. */
  current: number;
  currency: string | undefined;
  confirmed: number[];
  trend: (number | null)[];
}

/** The seller's sales forecast: confirmed amounts per period, and the past's trend over them. */
export function salesForecast(
  entries: readonly QuoteCalendarEntry[],
  nowMs: number,
  granularity: Granularity,
): SalesForecast {
  const { before, after } = FORECAST_SPAN[granularity];
  const periods = periodsAround(nowMs, granularity, before, after);
  const currency = mainCurrency(entries.filter(isConfirmed));
  const confirmed =
    currency === undefined ? periods.map(() => 0) : confirmedAmounts(entries, periods, currency);
  const trend = linearTrend(confirmed.slice(0, before), periods.length);
  return { periods, current: before, currency, confirmed, trend };
}

/** The buyer's spending: its confirmed orders' amounts per month over the past year. */
export const SPENDING_MONTHS = 12;
export function monthlySpending(
  entries: readonly QuoteCalendarEntry[],
  nowMs: number,
): { periods: Period[]; currency: string | undefined; amounts: number[] } {
  const periods = periodsAround(nowMs, 'month', SPENDING_MONTHS - 1, 0);
  const currency = mainCurrency(entries.filter(isConfirmed));
  const amounts =
    currency === undefined ? periods.map(() => 0) : confirmedAmounts(entries, periods, currency);
  return { periods, currency, amounts };
}
