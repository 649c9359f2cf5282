import { describe, expect, it } from 'vitest';
import { registerRoutes } from '@/lib/paths/routeTo';
import type { QuoteCalendarEntry } from './quotes.types';
import { toQuoteCalendarEvent } from './calendarEvent';

// Where a quote opens, as the app registers it from the orders feature's routes.
registerRoutes([{ id: 'orders.show', path: '/order/:id/show' }]);

const entry: QuoteCalendarEntry = {
  id: 2106,
  reference: 'RJC-2026-2106',
  state: 'awaiting_customer_validation',
  cancelled: false,
  refused: false,
  start: '2026-12-25T07:30:00Z',
  counterparty: 'Alpine Executive',
  airportIcao: 'LFMN',
  totalIncludingTax: 1380,
  currency: 'EUR',
};

describe('toQuoteCalendarEvent', () => {
  it.each<[Partial<QuoteCalendarEntry>, string, boolean]>([
    [{}, 'warning', false],
    [{ state: 'validated' }, 'success', false],
    [{ refused: true }, 'error', true],
    [{ cancelled: true }, 'muted', true],
  ])('%o: tone %s, struck through %s', (change, tone, crossed) => {
    const event = toQuoteCalendarEvent({ ...entry, ...change });
    expect(event).toMatchObject({ tone, crossed, to: '/order/2106/show' });
    expect(event.title).toBe('RJC-2026-2106 · Alpine Executive · LFMN');
  });
});
