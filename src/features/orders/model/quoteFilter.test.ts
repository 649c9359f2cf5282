import { describe, expect, it } from 'vitest';
import { defaultQuoteSort, quoteFilterQuery, quoteListQuery } from './quoteFilter';

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
    [{ needsAction: 'true' }, { needsMyAction: 'true' }],
    [{ needsAction: 'yes' }, {}],
    [{ search: ' RJC-2026-1891 ' }, { searchQuery: 'RJC-2026-1891' }],
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

  it.each([
    ['createdAt', 'asc', { 'order[createdAt]': 'asc' }],
    ['eventTime', 'desc', { 'order[estimatedTime]': 'desc' }],
  ] as const)('sends the sort %s %s as %j', (sort, order, expected) => {
    expect(quoteListQuery({ page: 1, pageSize: 10, sort, order, filters: {} })).toEqual({
      page: 1,
      numberOfItemsPerPage: 10,
      ...expected,
    });
  });
});

describe('defaultQuoteSort: by the event once a date range is set, else by creation', () => {
  it.each([
    [{}, 'createdAt'],
    [{ period: '2026-11-01..' }, 'eventTime'],
    [{ period: '..2026-11-01' }, 'eventTime'],
    [{ period: 'garbage' }, 'createdAt'],
    [{ airport: '1' }, 'createdAt'],
  ])('%j -> %s, newest first', (url, sort) => {
    expect(defaultQuoteSort(url)).toEqual({ sort, order: 'desc' });
  });
});
