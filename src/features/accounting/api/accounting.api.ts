import { withTagTypes } from '@/lib/api/baseApi';
import type { OperatorAccountingPage, OperatorAccountingTotal } from '@/entities/invoice';
import type { OperatorAccountingRow } from '@/entities/invoice';
import { defineListQuery, toPage, type Page } from '@/lib/api/listQuery';
import type { QuoteDetail } from '@/entities/quote';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';

/** The operator's accounting filters in the URL. */
export type OperatorAccountingFilter = 'search' | 'period';

export const operatorAccountingQuery = defineListQuery<OperatorAccountingFilter>({
  search: 'search',
  filters: { period: { dateRange: ['dateAfter', 'dateBefore'] } },
});

export interface OperatorAccountingResult extends Page<OperatorAccountingRow> {
  totals: OperatorAccountingTotal[];
}

function totalsOf(response: unknown): OperatorAccountingTotal[] {
  const totals: unknown =
    typeof response === 'object' && response !== null ? Reflect.get(response, 'totals') : null;
  // The contract type is trusted for the items themselves: this is the API's boundary.
  return Array.isArray(totals) ? (totals as OperatorAccountingTotal[]) : [];
}

const OPERATOR = 'OperatorAccounting';
const QUOTE = 'AccountingQuote';

export const accountingApi = withTagTypes([OPERATOR, QUOTE]).injectEndpoints({
  endpoints: (build) => ({
    listOperatorAccounting: build.query<
      OperatorAccountingResult,
      ListParams<OperatorAccountingFilter>
    >({
      query: (params) => ({
        url: 'api/operator/accounting',
        params: operatorAccountingQuery({ ...params, sort: null }),
      }),
      transformResponse: (response: unknown) => ({
        ...toPage<OperatorAccountingRow>(response, 'rows' satisfies keyof OperatorAccountingPage),
        totals: totalsOf(response),
      }),
      providesTags: [OPERATOR],
    }),
    /** GET api/quote/{id}: the order as the accounting reads it (read-only). */
    getAccountingQuote: build.query<QuoteDetail, number>({
      query: (id) => `api/quote/${id}`,
      providesTags: (_result, _error, id) => [{ type: QUOTE, id }],
    }),
  }),
});

export const { useListOperatorAccountingQuery, useGetAccountingQuoteQuery } = accountingApi;
