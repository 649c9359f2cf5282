/**
 * Contract of invoices and accounting (spec sections 2 "Account and organization: accounting",
 * "Operator administration: accounting", 3 "Invoice", "Organization accounting query", 7
 * "Invoices", "Organization"). An invoice is issued by a seller (send-invoice on a quote) to the
 * quote's client; a refund after a claim or a cancellation fee issues a credit note.
 *
 *   GET api/marketplace/invoice?page&numberOfItemsPerPage&referenceOrder&searchQuery&<InvoiceFilters>
 *       -> InvoicePage (the selected organization's invoices, issued or received)
 *   GET api/marketplace/invoice/{id}                    -> Invoice   (TRIP_ACCOUNTING_VIEW or ACCOUNTING_VIEW)
 *   GET export/marketplace/invoice?<InvoiceFilters>     -> text/csv, file export.csv
 *   GET api/organization/{id}/accounting?page&numberOfItemsPerPage&<OrganizationAccountingQuery>
 *       -> OrganizationAccountingPage (ACCOUNTING_VIEW)
 *   GET api/organization/{id}/accounting-export?<OrganizationAccountingQuery> -> text/csv, export.csv
 *   GET api/operator/accounting?page&numberOfItemsPerPage&searchQuery&dateAfter&dateBefore
 *       -> OperatorAccountingPage (OPERATOR_ACCOUNTING_VIEW: every organization, with commissions)
 *   GET   api/organization/{id}/accounting-parameters?searchQuery -> AccountingParameter[] (ACCOUNTING_VIEW,
 *         the selected organization: one row per counterparty, its customers and suppliers)
 *   PATCH api/organization/{id}/accounting-parameters/{counterpartyId} AccountingParameterPayload
 *         -> AccountingParameter (400 `accountCode`: validator.required | validator.accountCode)
 *
 * Lists are the selected organization's only: another organization's id or invoice is 404.
 * CSV exports have a header row, comma-separated, RFC 4180 quoting (a text starting with = + - @
 * is prefixed with ' so a spreadsheet does not run it).
 */
import type { InvoiceCompositionItem } from '@/entities/organization';
import type { QuoteParty, QuoteState } from '@/entities/quote';

/** Invoice status (spec section 4): waiting quote, to be paid, paid. */
export const INVOICE_STATUSES = ['waiting_quote', 'to_be_paid', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice, or a credit note for a refund or a cancellation. */
export const INVOICE_TYPES = ['invoice', 'credit_note'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** Which side of the invoice the selected organization is on (the `invoiceState` filter). */
export const INVOICE_DIRECTIONS = ['issued', 'received'] as const;
export type InvoiceDirection = (typeof INVOICE_DIRECTIONS)[number];

export const INVOICE_PAYMENT_METHODS = ['card', 'sepa_debit'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export interface InvoiceQuoteRef {
  id: number;
  reference: string;
  state: QuoteState;
  totalIncludingTax: number;
}

export interface InvoiceLine {
  label: string;
  quantity: number;
  unitPrice: number;
  vatRate: number;
  totalExcludingTax: number;
  totalIncludingTax: number;
}

/**
 * One item of the seller's invoice composition (its invoice settings) with its value for the
 * billed flight: text (a registration, "LFMN → LSGG", a flight mission code), a count (crew,
 * passengers) or kilograms (MTOW); null when the flight does not tell it.
 */
export interface InvoiceCompositionEntry {
  item: InvoiceCompositionItem;
  value: string | number | null;
}

export interface Invoice {
  id: number;
  /** The seller's numbering (its invoice configuration's prefix and format), e.g. RJC-2026-000012. */
  number: string;
  /** The platform's reference, e.g. INV-000012. */
  reference: string;
  type: InvoiceType;
  status: InvoiceStatus;
  seller: QuoteParty;
  client: QuoteParty;
  currency: string;
  /** Sum of the lines excluding tax, before discount. */
  subtotal: number;
  discount: number;
  vat: number;
  /** What the client owes (negative for a credit note). */
  totalDue: number;
  paymentMethod: InvoicePaymentMethod | null;
  lines: InvoiceLine[];
  quotes: InvoiceQuoteRef[];
  /** The items the seller's invoices show, in the composition's order (spec section 9). */
  composition: InvoiceCompositionEntry[];
  /** ISO date-time. */
  createdAt: string;
  paidAt: string | null;
}

/** Invoice filter (spec section 3); dates ISO (yyyy-mm-dd), inclusive. */
export interface InvoiceFilters {
  startAt?: string;
  endAt?: string;
  /** States of the attached quotes. */
  statesCodes?: QuoteState[];
  invoiceType?: InvoiceType;
  invoiceState?: InvoiceStatus;
  paymentMethod?: InvoicePaymentMethod;
}

export interface InvoicePage {
  invoices: Invoice[];
  totalItems: number;
}

/** Organization accounting query (spec section 3); `order[reference|date|invoiceState]=asc|desc`. */
export interface OrganizationAccountingQuery {
  searchQuery?: string;
  dateAfter?: string;
  dateBefore?: string;
}

/** One row of an organization's accounting: an order and, once sent, its invoice. */
export interface AccountingEntry {
  /** The quote's id (order show page: /organization/accounting/order/{quoteId}/show). */
  quoteId: number;
  reference: string;
  /** ISO date-time of the order. */
  date: string;
  /** Seller when the organization buys, client when it sells. */
  counterparty: QuoteParty;
  direction: InvoiceDirection;
  currency: string;
  totalIncludingTax: number;
  invoice: { id: number; number: string; status: InvoiceStatus } | null;
  /** The invoice's status, or null when not invoiced yet (sorted last). */
  invoiceState: InvoiceStatus | null;
  /** The counterparty's accounting account code (accounting parameters), null when unset. */
  accountCode: string | null;
}

export interface OrganizationAccountingPage {
  entries: AccountingEntry[];
  totalItems: number;
}

/** One organization in the operator's accounting: its sales and the platform's commission. */
export interface OperatorAccountingRow {
  organization: QuoteParty;
  currency: string;
  ordersCount: number;
  /** Invoiced, including tax. */
  turnover: number;
  commission: number;
  /** Invoiced and not yet paid. */
  outstanding: number;
  /**
   * Percent of the turnover the platform keeps: the first slice's rate of the seller's commission
   * offer (its subscription), else the platform's default of 8 %.
   */
  commissionRate: number;
}

/** The sums of every row (not only the page), one per currency. */
export interface OperatorAccountingTotal {
  currency: string;
  ordersCount: number;
  turnover: number;
  commission: number;
  outstanding: number;
}

export interface OperatorAccountingPage {
  rows: OperatorAccountingRow[];
  totalItems: number;
  totals: OperatorAccountingTotal[];
}

/** Customer (it buys from the organization), supplier (it sells to it), or both. */
export const COUNTERPARTY_RELATIONS = ['customer', 'supplier', 'both'] as const;
export type CounterpartyRelation = (typeof COUNTERPARTY_RELATIONS)[number];

/** The organization's accounting parameters for one counterparty (/parameters/organizations). */
export interface AccountingParameter {
  counterparty: QuoteParty;
  relation: CounterpartyRelation;
  /** The account code of the accounting export, e.g. 411ALPINE; null when not set. */
  accountCode: string | null;
}

/** 1 to 20 characters A-Z and 0-9 (upper case). */
export const ACCOUNT_CODE_PATTERN = /^[A-Z0-9]{1,20}$/;

export interface AccountingParameterPayload {
  accountCode: string;
}
