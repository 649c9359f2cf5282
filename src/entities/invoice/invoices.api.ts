import { withTagTypes } from '@/lib/api/baseApi';
import type {
  AccountingEntry,
  AccountingParameter,
  AccountingParameterPayload,
  Invoice,
  InvoicePage,
  OrganizationAccountingPage,
} from './invoices.types';
import { defineListQuery, pageOf, type ListQuery, type Page } from '@/lib/api/listQuery';
import { providesItem, providesList } from '@/lib/api/tags';
import type { ListParams } from '@/lib/ui/controllers/list/listParams';

/** The invoice list's filters as they appear in the URL (spec section 3 "Invoice" filter). */
export type InvoiceFilter =
  'search' | 'period' | 'state' | 'invoiceType' | 'invoiceState' | 'paymentMethod';

const invoiceListQuery = defineListQuery<InvoiceFilter>({
  search: 'search',
  filters: { period: { dateRange: ['startAt', 'endAt'] }, state: 'statesCodes[]' },
});

/**
 * URL list params -> GET api/marketplace/invoice's query: the API sorts by reference only, as
 * `referenceOrder=asc|desc` (no sort: the newest first).
 */
export function invoiceQuery(params: ListParams<InvoiceFilter>): ListQuery {
  const query = invoiceListQuery({ ...params, sort: null });
  if (params.sort === 'reference') query.referenceOrder = params.order;
  return query;
}

/** An export's query: the list's filters and order, without the page. */
function withoutPage(query: ListQuery): ListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([key]) => key !== 'page' && key !== 'numberOfItemsPerPage'),
  );
}

export function invoiceExportQuery(params: ListParams<InvoiceFilter>): ListQuery {
  return withoutPage(invoiceQuery(params));
}

/** The organization accounting's filters in the URL (spec "Organization accounting query"). */
export type AccountingFilter = 'search' | 'period';

const accountingListQuery = defineListQuery<AccountingFilter>({
  search: 'search',
  filters: { period: { dateRange: ['dateAfter', 'dateBefore'] } },
});

export function accountingQuery(params: ListParams<AccountingFilter>): ListQuery {
  return accountingListQuery(params);
}

export function accountingExportQuery(params: ListParams<AccountingFilter>): ListQuery {
  return withoutPage(accountingListQuery(params));
}

export const INVOICE_TAG = 'Invoice';
const INVOICE = INVOICE_TAG;
const ACCOUNTING = 'OrganizationAccounting';
const PARAMETER = 'AccountingParameter';

/** Invoices and the organization's accounting: shared by the invoices and accounting screens. */
export const invoicesApi = withTagTypes([INVOICE, ACCOUNTING, PARAMETER]).injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<Page<Invoice>, ListParams<InvoiceFilter>>({
      query: (params) => ({ url: 'api/marketplace/invoice', params: invoiceQuery(params) }),
      transformResponse: pageOf<InvoicePage>('invoices'),
      providesTags: providesList(INVOICE),
    }),
    getInvoice: build.query<Invoice, number>({
      query: (id) => `api/marketplace/invoice/${id}`,
      providesTags: providesItem(INVOICE),
    }),
    listOrganizationAccounting: build.query<
      Page<AccountingEntry>,
      { organizationId: number; params: ListParams<AccountingFilter> }
    >({
      query: ({ organizationId, params }) => ({
        url: `api/organization/${organizationId}/accounting`,
        params: accountingQuery(params),
      }),
      transformResponse: pageOf<OrganizationAccountingPage>('entries'),
      providesTags: [ACCOUNTING],
    }),
    listAccountingParameters: build.query<AccountingParameter[], number>({
      query: (organizationId) => `api/organization/${organizationId}/accounting-parameters`,
      providesTags: [PARAMETER],
    }),
    updateAccountingParameter: build.mutation<
      AccountingParameter,
      { organizationId: number; counterpartyId: number } & AccountingParameterPayload
    >({
      query: ({ organizationId, counterpartyId, ...data }) => ({
        url: `api/organization/${organizationId}/accounting-parameters/${counterpartyId}`,
        method: 'PATCH',
        data,
      }),
      invalidatesTags: [PARAMETER, ACCOUNTING],
    }),
  }),
});

export const {
  useListInvoicesQuery,
  useGetInvoiceQuery,
  useListOrganizationAccountingQuery,
  useListAccountingParametersQuery,
  useUpdateAccountingParameterMutation,
} = invoicesApi;
