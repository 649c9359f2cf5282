import { HttpResponse } from 'msw';
import {
  INVOICE_STATUSES,
  type AccountingEntry,
  type OrganizationAccountingPage,
} from '../../../entities/invoice/contract';
import type { Quote } from '../../../entities/quote/contract';
import { isOrderState } from '../../../entities/quote/contract';
import { paginate, QueryReader, type Ordering } from '../../api';
import { can, type AuthContext } from '../../auth';
import { db } from '../../db';
import { ownAccounting } from './access';
import { csvResponse, toCsv } from './csv';
import { accountCodeOf } from './parameters';
import { apiHttp } from '../../api/http';

const ACCOUNTING_ORDER_FIELDS = ['reference', 'date', 'invoiceState'] as const;
type AccountingOrderField = (typeof ACCOUNTING_ORDER_FIELDS)[number];

export function day(iso: string): string {
  return iso.slice(0, 10);
}

function entryOf(quote: Quote, organizationId: number): AccountingEntry {
  const issued = quote.organization.id === organizationId;
  const counterparty = issued ? quote.client : quote.organization;
  const invoice =
    db.invoices.find((candidate) => candidate.id === quote.invoiceId) ??
    db.invoices.find(
      (candidate) =>
        candidate.type === 'invoice' && candidate.quotes.some((ref) => ref.id === quote.id),
    );
  return {
    quoteId: quote.id,
    reference: quote.reference,
    date: quote.createdAt,
    counterparty: { ...counterparty },
    direction: issued ? 'issued' : 'received',
    currency: quote.currency,
    totalIncludingTax: quote.totalIncludingTax,
    invoice: invoice ? { id: invoice.id, number: invoice.number, status: invoice.status } : null,
    invoiceState: invoice?.status ?? null,
    accountCode: accountCodeOf(organizationId, counterparty.id),
  };
}

function stateRank(entry: AccountingEntry): number {
  return entry.invoiceState === null ? -1 : INVOICE_STATUSES.indexOf(entry.invoiceState);
}

function compare(a: AccountingEntry, b: AccountingEntry, ordering: Ordering<AccountingOrderField>) {
  const sign = ordering.direction === 'asc' ? 1 : -1;
  switch (ordering.field) {
    case 'reference':
      return sign * a.reference.localeCompare(b.reference);
    case 'date':
      return sign * a.date.localeCompare(b.date);
    case 'invoiceState': {
      // Not invoiced yet: last whatever the direction.
      const ra = stateRank(a);
      const rb = stateRank(b);
      if (ra < 0 || rb < 0) return rb - ra;
      return sign * (ra - rb);
    }
  }
}

/**
 * The directions the user may read: what the organization sold (issued) with SELLER_ACCOUNTING_VIEW,
 * what it bought (received) with CLIENT_ACCOUNTING_VIEW; a platform operator reads both.
 */
function readableDirections(auth: AuthContext): Set<AccountingEntry['direction']> {
  const all = can(auth.user, null, 'OPERATOR_ACCOUNTING_VIEW');
  const held = (key: 'SELLER_ACCOUNTING_VIEW' | 'CLIENT_ACCOUNTING_VIEW') =>
    all || can(auth.user, auth.organization, key);
  const directions = new Set<AccountingEntry['direction']>();
  if (held('SELLER_ACCOUNTING_VIEW')) directions.add('issued');
  if (held('CLIENT_ACCOUNTING_VIEW')) directions.add('received');
  return directions;
}

/** The organization's orders (sold or bought) and their invoices, filtered and ordered. */
function accountingEntries(
  organizationId: number,
  query: QueryReader,
  directions: ReadonlySet<AccountingEntry['direction']>,
): AccountingEntry[] {
  const search = query.text('searchQuery')?.toLowerCase();
  const after = query.date('dateAfter');
  const before = query.date('dateBefore');
  const orderings = query.order(ACCOUNTING_ORDER_FIELDS);
  const entries = db.quotes
    .filter(
      (quote) =>
        (quote.organization.id === organizationId || quote.client.id === organizationId) &&
        isOrderState(quote.state),
    )
    .map((quote) => entryOf(quote, organizationId))
    .filter((entry) => {
      if (!directions.has(entry.direction)) return false;
      if (after !== undefined && day(entry.date) < after) return false;
      if (before !== undefined && day(entry.date) > before) return false;
      if (search === undefined) return true;
      return [entry.reference, entry.counterparty.name, entry.invoice?.number ?? ''].some((text) =>
        text.toLowerCase().includes(search),
      );
    });
  const sorts = orderings.length > 0 ? orderings : [{ field: 'date', direction: 'desc' } as const];
  return entries.sort((a, b) => {
    for (const ordering of sorts) {
      const result = compare(a, b, ordering);
      if (result !== 0) return result;
    }
    return b.quoteId - a.quoteId;
  });
}

const ACCOUNTING_CSV_HEADER = [
  'reference',
  'date',
  'direction',
  'counterparty',
  'accountCode',
  'currency',
  'totalIncludingTax',
  'invoiceNumber',
  'invoiceState',
] as const;

/** An organization's accounting and its CSV export. */
export const accountingHandlers = [
  apiHttp.get('/api/organization/{id}/accounting', ({ request, params }) => {
    const access = ownAccounting(request, params.id);
    if (access instanceof Response) return access;
    const query = new QueryReader(new URL(request.url).searchParams);
    const entries = accountingEntries(access.organizationId, query, readableDirections(access));
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const body: OrganizationAccountingPage = {
      entries: paginate(entries, page),
      totalItems: entries.length,
    };
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/organization/{id}/accounting-export', ({ request, params }) => {
    const access = ownAccounting(request, params.id);
    if (access instanceof Response) return access;
    const query = new QueryReader(new URL(request.url).searchParams);
    const entries = accountingEntries(access.organizationId, query, readableDirections(access));
    if (query.failed()) return query.badRequest();
    const rows = entries.map((entry) => [
      entry.reference,
      day(entry.date),
      entry.direction,
      entry.counterparty.name,
      entry.accountCode,
      entry.currency,
      entry.totalIncludingTax,
      entry.invoice?.number ?? null,
      entry.invoiceState,
    ]);
    return csvResponse(toCsv(ACCOUNTING_CSV_HEADER, rows));
  }),
];
