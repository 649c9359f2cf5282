import {
  INVOICE_PAYMENT_METHODS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  type Invoice,
  type InvoiceFilters,
} from '../../../entities/invoice/contract';
import { QUOTE_STATES, type QuoteState } from '../../../entities/quote/contract';
import type { QueryReader } from '../../api';
import { VALIDATOR, type Direction } from '../../api';
import { db } from '../../db';
import { compositionOf } from './composition';
import type { InvoiceRecord } from './records';

export interface InvoiceQuery extends InvoiceFilters {
  searchQuery?: string;
  referenceOrder?: Direction;
}

/** `statesCodes`, `statesCodes[]`, repeated or comma-separated; an unknown state is a 400. */
function readStates(params: URLSearchParams, query: QueryReader): QuoteState[] | undefined {
  const raw = [...params.getAll('statesCodes'), ...params.getAll('statesCodes[]')]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (raw.length === 0) return undefined;
  const states = QUOTE_STATES.filter((state) => raw.includes(state));
  if (states.length !== new Set(raw).size) query.errors.statesCodes = [VALIDATOR.choice];
  return states;
}

/** The invoice filters of spec section 3, from a list or export query. */
export function readInvoiceQuery(params: URLSearchParams, query: QueryReader): InvoiceQuery {
  return {
    startAt: query.date('startAt'),
    endAt: query.date('endAt'),
    statesCodes: readStates(params, query),
    invoiceType: query.oneOf('invoiceType', INVOICE_TYPES),
    invoiceState: query.oneOf('invoiceState', INVOICE_STATUSES),
    paymentMethod: query.oneOf('paymentMethod', INVOICE_PAYMENT_METHODS),
    searchQuery: query.text('searchQuery')?.toLowerCase(),
    referenceOrder: query.oneOf('referenceOrder', ['asc', 'desc'] as const),
  };
}

/** The invoice as answered: its attached quotes' states as they are now, its composition. */
export function invoiceView(invoice: InvoiceRecord): Invoice {
  return {
    ...invoice,
    composition: invoice.composition ?? compositionOf(invoice),
    quotes: invoice.quotes.map((ref) => {
      const quote = db.quotes.find((candidate) => candidate.id === ref.id);
      return quote ? { ...ref, state: quote.state } : ref;
    }),
  };
}

export function belongsTo(
  invoice: Pick<Invoice, 'seller' | 'client'>,
  organizationId: number,
): boolean {
  return invoice.seller.id === organizationId || invoice.client.id === organizationId;
}

function matches(invoice: Invoice, filters: InvoiceQuery): boolean {
  const day = invoice.createdAt.slice(0, 10);
  if (filters.startAt !== undefined && day < filters.startAt) return false;
  if (filters.endAt !== undefined && day > filters.endAt) return false;
  const states = filters.statesCodes;
  if (states && !invoice.quotes.some((quote) => states.includes(quote.state))) return false;
  if (filters.invoiceType !== undefined && invoice.type !== filters.invoiceType) return false;
  if (filters.invoiceState !== undefined && invoice.status !== filters.invoiceState) return false;
  if (filters.paymentMethod !== undefined && invoice.paymentMethod !== filters.paymentMethod) {
    return false;
  }
  const search = filters.searchQuery;
  if (search !== undefined) {
    const haystack = [invoice.number, invoice.reference, invoice.seller.name, invoice.client.name];
    if (!haystack.some((text) => text.toLowerCase().includes(search))) return false;
  }
  return true;
}

/**
 * The organization's invoices (issued as seller or received as client) matching the filters:
 * by reference when `referenceOrder` is given, else the newest first.
 */
export function findInvoices(organizationId: number, filters: InvoiceQuery): Invoice[] {
  const found = db.invoices
    .filter((invoice) => belongsTo(invoice, organizationId))
    .map(invoiceView)
    .filter((invoice) => matches(invoice, filters));
  const order = filters.referenceOrder;
  return found.sort((a, b) =>
    order === undefined
      ? b.createdAt.localeCompare(a.createdAt) || b.id - a.id
      : (order === 'asc' ? 1 : -1) * a.reference.localeCompare(b.reference),
  );
}
