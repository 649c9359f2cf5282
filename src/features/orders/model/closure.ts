import type { Quote } from '@/entities/quote';
import { CLOSE_AFTER_DAYS } from '@/entities/quote';

const DAY = 86_400_000;

/**
 * When the 7-day rule will close a client-cancelled order (the same start as `closureDue`: its
 * last log event, else its cancellation), or null when the rule does not watch it.
 */
export function closureDate(
  quote: Pick<
    Quote,
    'cancelled' | 'cancelledBy' | 'cancellationPoliciesApplied' | 'closed' | 'log' | 'cancelledAt'
  >,
): string | null {
  if (!quote.cancelled || quote.cancelledBy !== 'customer') return null;
  if (quote.cancellationPoliciesApplied || quote.closed) return null;
  const last = quote.log.at(-1)?.at ?? quote.cancelledAt;
  if (last === null) return null;
  const start = Date.parse(last);
  if (Number.isNaN(start)) return null;
  return new Date(start + CLOSE_AFTER_DAYS * DAY).toISOString();
}
