import type { QuoteCalendarEntry, QuoteState } from '@/entities/quote';
import { UPCOMING_ROWS } from '@/lib/ui/cards';

/** The orders whose service is still to come: to plan or being delivered. */
const COMING: readonly QuoteState[] = [
  'validated',
  'payment_not_started',
  'awaiting_for_services_completed',
];

const byStart = <T extends { start: string }>(a: T, b: T) =>
  Date.parse(a.start) - Date.parse(b.start);

/** The seller's next orders: live (not cancelled nor refused), service still to come, soonest first. */
export function nextOrders(
  entries: readonly QuoteCalendarEntry[],
  nowMs: number,
): QuoteCalendarEntry[] {
  return entries
    .filter((entry) => COMING.includes(entry.state) && !entry.cancelled && !entry.refused)
    .filter((entry) => Date.parse(entry.start) >= nowMs)
    .sort(byStart)
    .slice(0, UPCOMING_ROWS);
}
