import { describe, expect, it } from 'vitest';
import { quoteFilterParams, sortsByEventTime, toQuoteFilters } from './quoteFilter';

describe('toQuoteFilters', () => {
  it.each([
    [{}, {}],
    [
      { period: '2026-11-01..2026-11-30' },
      { eventAtStart: '2026-11-01', eventAtEnd: '2026-11-30' },
    ],
    [{ period: '2026-11-01..' }, { eventAtStart: '2026-11-01' }],
    [{ airport: '4' }, { airportsIds: [4] }],
    [{ airport: '0' }, {}],
    [{ airport: 'x' }, {}],
    [
      { customer: '1', provider: '2' },
      { customersIds: [1], providersIds: [2] },
    ],
    [
      { aircraft: '3', helicopter: '5', product: '9' },
      { aircraftsIds: [3], helicoptersIds: [5], productsIds: [9] },
    ],
    [{ state: 'delivered' }, { statesCodes: ['delivered'] }],
    [{ state: 'nonsense' }, {}],
    [
      { paymentTerm: 'payment_at_invoice_creation' },
      { paymentTerms: ['payment_at_invoice_creation'] },
    ],
    [
      { cancelled: 'true', withSepaTerms: 'false' },
      { cancelled: true, withSepaTerms: false },
    ],
    [{ cancelled: 'maybe' }, {}],
    [{ movementType: 'arrival' }, { movementType: 'arrival' }],
    [{ movementType: 'landing' }, {}],
    [{ flightMission: ' medical ' }, { flightMission: 'medical' }],
  ])('%j -> %j', (url, expected) => {
    expect(toQuoteFilters(url)).toEqual(expected);
  });
});

describe('quoteFilterParams', () => {
  it('sends lists as name[] and booleans as text', () => {
    expect(
      quoteFilterParams({
        airportsIds: [4],
        statesCodes: ['validated'],
        cancelled: false,
        eventAtStart: '2026-11-01',
      }),
    ).toEqual({
      'airportsIds[]': 4,
      'statesCodes[]': 'validated',
      cancelled: 'false',
      eventAtStart: '2026-11-01',
    });
  });
});

describe('sortsByEventTime', () => {
  it.each([
    [{}, false],
    [{ eventAtStart: '2026-11-01' }, true],
    [{ eventAtEnd: '2026-11-01' }, true],
    [{ airportsIds: [1] }, false],
  ])('%j -> %s', (filters, expected) => {
    expect(sortsByEventTime(filters)).toBe(expected);
  });
});
