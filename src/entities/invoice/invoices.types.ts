/**
 * Contract of invoices and accounting (spec sections 2 "Account and organization: accounting",
 * "Operator administration: accounting", 3 "Invoice", "Organization accounting query", 7
 * "Invoices", "Organization"), generated from docs/api/openapi.yaml (tag `invoices`), where
 * each call is described. An invoice is issued by a seller (send-invoice on a quote) to the
 * quote's client; a refund after a claim or a cancellation fee issues a credit note.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumList } from '../../lib/api/enumList';

/** Invoice status (spec section 4): waiting quote, to be paid, paid. */
export type InvoiceStatus = Schemas['InvoiceStatus'];
export const INVOICE_STATUSES = enumList<InvoiceStatus>()(['waiting_quote', 'to_be_paid', 'paid']);

/** An invoice, or a credit note for a refund or a cancellation. */
export type InvoiceType = Schemas['InvoiceType'];
export const INVOICE_TYPES = enumList<InvoiceType>()(['invoice', 'credit_note']);

/** Which side of the invoice the selected organization is on (the `invoiceState` filter). */
export type InvoiceDirection = Schemas['InvoiceDirection'];
export const INVOICE_DIRECTIONS = enumList<InvoiceDirection>()(['issued', 'received']);

export type InvoicePaymentMethod = Schemas['InvoicePaymentMethod'];
export const INVOICE_PAYMENT_METHODS = enumList<InvoicePaymentMethod>()(['card', 'sepa_debit']);

export type InvoiceQuoteRef = Schemas['InvoiceQuoteRef'];
export type InvoiceLine = Schemas['InvoiceLine'];
export type InvoiceCompositionEntry = Schemas['InvoiceCompositionEntry'];
export type Invoice = Schemas['Invoice'];
export type InvoicePage = Schemas['InvoicePage'];

/** Invoice filter (spec section 3): GET api/marketplace/invoice's filters, dates inclusive. */
export interface InvoiceFilters {
  startAt?: string;
  endAt?: string;
  /** States of the attached quotes (sent as `statesCodes[]`). */
  statesCodes?: Schemas['QuoteState'][];
  invoiceType?: InvoiceType;
  invoiceState?: InvoiceStatus;
  paymentMethod?: InvoicePaymentMethod;
}

/** Organization accounting query (spec section 3); `order[reference|date|invoiceState]=asc|desc`. */
export interface OrganizationAccountingQuery {
  searchQuery?: string;
  dateAfter?: string;
  dateBefore?: string;
}

export type AccountingEntry = Schemas['AccountingEntry'];
export type OrganizationAccountingPage = Schemas['OrganizationAccountingPage'];
export type OperatorAccountingRow = Schemas['OperatorAccountingRow'];
export type OperatorAccountingTotal = Schemas['OperatorAccountingTotal'];
export type OperatorAccountingPage = Schemas['OperatorAccountingPage'];

/** Customer (it buys from the organization), supplier (it sells to it), or both. */
export type CounterpartyRelation = Schemas['CounterpartyRelation'];
export const COUNTERPARTY_RELATIONS = enumList<CounterpartyRelation>()([
  'customer',
  'supplier',
  'both',
]);

export type AccountingParameter = Schemas['AccountingParameter'];

/** 1 to 20 characters A-Z and 0-9 (upper case). */
export const ACCOUNT_CODE_PATTERN = /^[A-Z0-9]{1,20}$/;

export type AccountingParameterPayload = Schemas['AccountingParameterPayload'];
