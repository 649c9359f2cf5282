import { describe, expect, it } from 'vitest';
import type { QuoteCalendarEntry } from '@/entities/quote';
import { nextOrders } from './upcomingOrders';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

function order(
  id: number,
  inHours: number,
  extra: Partial<QuoteCalendarEntry> = {},
): QuoteCalendarEntry {
  return {
    id,
    reference: `Q${id}`,
    state: 'validated',
    cancelled: false,
    refused: false,
    start: at(inHours),
    counterparty: 'Alpine',
    airportIcao: 'LFMN',
    totalIncludingTax: 100,
    currency: 'EUR',
    ...extra,
  };
}

describe("the home's next orders", () => {
  it.each([
    [
      'orders to plan or being delivered, soonest first',
      [order(1, 9), order(2, 3, { state: 'awaiting_for_services_completed' })],
      [2, 1],
    ],
    [
      'quotations, delivered and claimed are not coming',
      [
        order(1, 3, { state: 'awaiting_customer_validation' }),
        order(2, 3, { state: 'delivered' }),
        order(3, 3, { state: 'claimed' }),
      ],
      [],
    ],
    [
      'cancelled and refused dropped',
      [order(1, 3, { cancelled: true }), order(2, 3, { refused: true }), order(3, 4)],
      [3],
    ],
    ['started ones dropped', [order(1, -2), order(2, 1)], [2]],
  ] as const)('orders: %s', (_case, entries, ids) => {
    expect(nextOrders(entries, NOW).map((entry) => entry.id)).toEqual(ids);
  });
});
