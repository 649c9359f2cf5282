import { describe, expect, it } from 'vitest';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';
import {
  accountingExportQuery,
  accountingQuery,
  invoiceExportQuery,
  invoiceQuery,
  type AccountingFilter,
  type InvoiceFilter,
} from './invoices.api';

function params<F extends string>(
  filters: Partial<Record<F, string>>,
  sort: string | null = null,
  order: 'asc' | 'desc' = 'asc',
): ListParams<F> {
  return { page: 2, pageSize: 10, sort, order, filters };
}

describe('invoiceQuery', () => {
  it.each<[string, ListParams<InvoiceFilter>, Record<string, string | number>]>([
    ['no filter: the page only', params({}), { page: 2, numberOfItemsPerPage: 10 }],
    [
      'the spec names of every filter',
      params({
        search: 'RJC',
        period: '2026-01-01..2026-01-31',
        state: 'delivered',
        invoiceType: 'credit_note',
        invoiceState: 'paid',
        paymentMethod: 'card',
      }),
      {
        page: 2,
        numberOfItemsPerPage: 10,
        searchQuery: 'RJC',
        startAt: '2026-01-01',
        endAt: '2026-01-31',
        'statesCodes[]': 'delivered',
        invoiceType: 'credit_note',
        invoiceState: 'paid',
        paymentMethod: 'card',
      },
    ],
    [
      'the reference sort as referenceOrder',
      params({}, 'reference', 'desc'),
      { page: 2, numberOfItemsPerPage: 10, referenceOrder: 'desc' },
    ],
  ])('%s', (_case, input, expected) => {
    expect(invoiceQuery(input)).toEqual(expected);
  });

  it('exports with the same filters and order, without the page', () => {
    expect(invoiceExportQuery(params({ invoiceState: 'paid' }, 'reference'))).toEqual({
      invoiceState: 'paid',
      referenceOrder: 'asc',
    });
  });
});

describe('accountingQuery', () => {
  it('sends the search, the date range and the order as the API names them', () => {
    const input = params<AccountingFilter>(
      { search: 'alp', period: '2026-02-01..' },
      'date',
      'desc',
    );
    expect(accountingQuery(input)).toEqual({
      page: 2,
      numberOfItemsPerPage: 10,
      searchQuery: 'alp',
      dateAfter: '2026-02-01',
      'order[date]': 'desc',
    });
    expect(accountingExportQuery(input)).toEqual({
      searchQuery: 'alp',
      dateAfter: '2026-02-01',
      'order[date]': 'desc',
    });
  });
});
