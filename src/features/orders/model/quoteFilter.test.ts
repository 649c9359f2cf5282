import { describe, expect, it } from 'vitest';
import { quoteFilterQuery, quoteListQuery, sortsByEventTime } from './quoteFilter';

describe('quoteFilterQuery: the URL filters as the contract names them', () => {
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
    [{ state: 'delivered' }, { 'statesCodes[]': 'delivered' }],
    [{ state: 'nonsense' }, {}],
    [
      { paymentTerm: 'payment_at_invoice_creation' },
      { 'paymentTerms[]': 'payment_at_invoice_creation' },
    ],
    [
      { cancelled: 'true', withSepaTerms: 'false' },
      { cancelled: 'true', withSepaTerms: 'false' },
    ],
    [{ cancelled: 'maybe' }, {}],
    [{ movementType: 'arrival' }, { movementType: 'arrival' }],
    [{ movementType: 'landing' }, {}],
    [{ flightMission: ' medical ' }, { flightMission: 'medical' }],
  ])('%j -> %j', (url, expected) => {
    expect(quoteFilterQuery(url)).toEqual(expected);
  });
});

describe('quoteListQuery', () => {
  it('sends the page and its size with the filters', () => {
    expect(
      quoteListQuery({
        page: 2,
        pageSize: 25,
        sort: null,
        order: 'asc',
        filters: { airport: '4', cancelled: 'false' },
      }),
    ).toEqual({ page: 2, numberOfItemsPerPage: 25, airportsIds: [4], cancelled: 'false' });
  });
});

describe('sortsByEventTime', () => {
  it.each([
    [{}, false],
    [{ period: '2026-11-01..' }, true],
    [{ period: '..2026-11-01' }, true],
    [{ period: 'garbage' }, false],
    [{ airport: '1' }, false],
  ])('%j -> %s', (url, expected) => {
    expect(sortsByEventTime(quoteFilterQuery(url))).toBe(expected);
  });
});
