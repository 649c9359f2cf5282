/**
 * The invoice: its contract, the reads of invoices and accounting (invoices.api), the details
 * and status views and the invoice reference examples. Imported only through this index.
 */
export { InvoiceDetails, type InvoiceDetailsProps } from './InvoiceDetails';
export { InvoiceShowScreen, type InvoiceShowScreenProps } from './InvoiceShowScreen';
export { InvoiceStatusChip } from './InvoiceStatusChip';
export { invoiceReferenceExample } from './invoiceReference';
export {
  accountingExportQuery,
  accountingQuery,
  invoiceExportQuery,
  invoiceQuery,
  invoicesApi,
  INVOICE_TAG,
  useGetInvoiceQuery,
  useListAccountingParametersQuery,
  useListInvoicesQuery,
  useListOrganizationAccountingQuery,
  useUpdateAccountingParameterMutation,
  type AccountingFilter,
  type InvoiceFilter,
} from './invoices.api';
export {
  ACCOUNT_CODE_PATTERN,
  COUNTERPARTY_RELATIONS,
  INVOICE_DIRECTIONS,
  INVOICE_PAYMENT_METHODS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  type AccountingEntry,
  type AccountingParameter,
  type AccountingParameterPayload,
  type CounterpartyRelation,
  type Invoice,
  type InvoiceDirection,
  type InvoiceFilters,
  type InvoiceLine,
  type InvoicePage,
  type InvoicePaymentMethod,
  type InvoiceQuoteRef,
  type InvoiceStatus,
  type InvoiceType,
  type OperatorAccountingPage,
  type OperatorAccountingRow,
  type OperatorAccountingTotal,
  type OrganizationAccountingPage,
  type OrganizationAccountingQuery,
} from './invoices.types';
export * from './contract';
