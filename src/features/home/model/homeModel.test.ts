import { describe, expect, it } from 'vitest';
import type { QuoteCalendarEntry } from '@/entities/quote';
import type { TripCalendarEvent } from '@/entities/trip';
import type { PermissionKey } from '@/lib/auth/permissions';
import { nextLegs, nextOrders, upcomingRange } from './upcoming';
import { visibleWorkCards, type ActingSides } from './workCards';

const BUYER: ActingSides = { buyer: true, seller: false };
const SELLER: ActingSides = { buyer: false, seller: true };
const all = () => true;
const only =
  (...keys: PermissionKey[]) =>
  (key: PermissionKey) =>
    keys.includes(key);

describe('visibleWorkCards', () => {
  it.each([
    [
      'a buyer with every right',
      BUYER,
      all,
      [
        'quotationsToValidate',
        'missingClearance',
        'cartsWaiting',
        'organizationsAwaitingValidation',
      ],
    ],
    [
      'a buyer who may see trips but not orders',
      BUYER,
      only('TRIP_VIEW'),
      ['missingClearance', 'cartsWaiting'],
    ],
    [
      'a seller with the orders right',
      SELLER,
      only('TRIP_ACCOUNTING_VIEW', 'TRIP_VIEW'),
      ['requestsToPrice', 'ordersToPlan', 'ordersToDeliver', 'invoicesToSend', 'claimsToAnswer'],
    ],
    ['a seller without the orders right', SELLER, only('TRIP_VIEW'), []],
    [
      'a platform operator acting for neither side',
      { buyer: false, seller: false },
      only('OPERATOR_ORGANIZATION_VIEW', 'TRIP_ACCOUNTING_VIEW'),
      ['organizationsAwaitingValidation'],
    ],
    ['a member of no organization', null, only('TRIP_VIEW', 'TRIP_ACCOUNTING_VIEW'), []],
  ] as const)('%s', (_who, sides, can, expected) => {
    expect(visibleWorkCards(sides, can).map((card) => card.id)).toEqual(expected);
  });
});

const NOW = Date.parse('2026-03-10T12:00:00Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

function leg(
  id: number,
  inHours: number,
  extra: Partial<TripCalendarEvent> = {},
): TripCalendarEvent {
  const start = at(inHours);
  return {
    id: `flight-${id}`,
    tripId: 1,
    stepId: id,
    title: `T${id}`,
    start,
    end: start,
    kind: 'flight',
    cancelled: false,
    ...extra,
  };
}

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

describe('the next items', () => {
  it('looks 30 days ahead from today, in UTC dates', () => {
    expect(upcomingRange(NOW)).toEqual({ start: '2026-03-10', end: '2026-04-09' });
  });

  it.each([
    [
      'soonest first, past ones dropped',
      [leg(1, 5), leg(2, -1), leg(3, 2)],
      ['flight-3', 'flight-1'],
    ],
    ['cancelled legs dropped', [leg(1, 5, { cancelled: true }), leg(2, 6)], ['flight-2']],
    [
      'external calendar blocks dropped',
      [leg(1, 5, { kind: 'external', tripId: null }), leg(2, 6)],
      ['flight-2'],
    ],
    [
      'at most five rows',
      [1, 2, 3, 4, 5, 6, 7].map((h) => leg(h, h)),
      ['flight-1', 'flight-2', 'flight-3', 'flight-4', 'flight-5'],
    ],
  ] as const)('legs: %s', (_case, events, ids) => {
    expect(nextLegs(events, NOW).map((event) => event.id)).toEqual(ids);
  });

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
