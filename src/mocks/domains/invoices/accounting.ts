import { http, HttpResponse } from 'msw';
import {
  ACCOUNT_CODE_PATTERN,
  INVOICE_STATUSES,
  type AccountingEntry,
  type AccountingParameter,
  type CounterpartyRelation,
  type OperatorAccountingPage,
  type OperatorAccountingRow,
  type OperatorAccountingTotal,
  type OrganizationAccountingPage,
} from '../../../entities/invoice/invoices.types';
import type { Quote, QuoteParty } from '../../../entities/quote';
import { roundMoney } from '../../../entities/quote/pricing/linePrice';
import { isOrderState } from '../../../entities/quote/actions';
import {
  apiError,
  badRequest,
  idParam,
  paginate,
  QueryReader,
  readJson,
  VALIDATOR,
  type Ordering,
} from '../../api';
import { authorize, can, type AuthContext } from '../../auth';
import { db } from '../../db';
import { csvResponse, toCsv } from './csv';
import { accountCodeOf } from './parameters';

export const ORGANIZATION_NOT_FOUND = 'errors.organization_not_found';
export const COUNTERPARTY_NOT_FOUND = 'errors.counterparty_not_found';
/** The platform's commission rate when the seller has no commission offer (percent). */
export const DEFAULT_COMMISSION_RATE = 8;

const ACCOUNTING_ORDER_FIELDS = ['reference', 'date', 'invoiceState'] as const;
type AccountingOrderField = (typeof ACCOUNTING_ORDER_FIELDS)[number];

/** ACCOUNTING_VIEW on the selected organization, which must be `{id}` (another one is 404). */
function ownAccounting(
  request: Request,
  id: string | readonly string[] | undefined,
): (AuthContext & { organizationId: number }) | Response {
  const auth = authorize(request, 'ACCOUNTING_VIEW');
  if (auth instanceof Response) return auth;
  const organizationId = idParam(id);
  if (!auth.organization || organizationId !== auth.organization.id) {
    return apiError(404, ORGANIZATION_NOT_FOUND);
  }
  return { ...auth, organizationId };
}

function day(iso: string): string {
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

/** The organization's orders (sold or bought) and their invoices, filtered and ordered. */
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

/** The first slice's rate of the seller's commission offer, else DEFAULT_COMMISSION_RATE. */
export function commissionRateOf(organizationId: number): number {
  const subscription = db.subscriptions.find((s) => s.organizationId === organizationId);
  const offer = db.commissionOffers.find((o) => o.id === subscription?.offerId);
  return offer?.slices[0]?.rate ?? DEFAULT_COMMISSION_RATE;
}

/** Per seller and currency: its orders, invoiced turnover (net of credit notes), commission. */
function operatorRows(after?: string, before?: string, search?: string): OperatorAccountingRow[] {
  const rows = new Map<string, OperatorAccountingRow>();
  const rowOf = (organization: QuoteParty, currency: string) => {
    const key = `${organization.id}:${currency}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        organization: { ...organization },
        currency,
        ordersCount: 0,
        turnover: 0,
        commission: 0,
        outstanding: 0,
        commissionRate: commissionRateOf(organization.id),
      };
      rows.set(key, row);
    }
    return row;
  };
  const inRange = (iso: string) =>
    (after === undefined || day(iso) >= after) && (before === undefined || day(iso) <= before);
  for (const quote of db.quotes) {
    if (isOrderState(quote.state) && inRange(quote.createdAt)) {
      rowOf(quote.organization, quote.currency).ordersCount += 1;
    }
  }
  for (const invoice of db.invoices) {
    if (!inRange(invoice.createdAt)) continue;
    const row = rowOf(invoice.seller, invoice.currency);
    row.turnover += invoice.totalDue;
    if (invoice.status === 'to_be_paid') row.outstanding += invoice.totalDue;
  }
  return [...rows.values()]
    .map((row) => ({
      ...row,
      turnover: roundMoney(row.turnover, row.currency),
      outstanding: roundMoney(row.outstanding, row.currency),
      commission: roundMoney((row.turnover * row.commissionRate) / 100, row.currency),
    }))
    .filter((row) => search === undefined || row.organization.name.toLowerCase().includes(search))
    .sort(
      (a, b) =>
        b.turnover - a.turnover ||
        a.organization.name.localeCompare(b.organization.name) ||
        a.currency.localeCompare(b.currency),
    );
}

function totalsOf(rows: readonly OperatorAccountingRow[]): OperatorAccountingTotal[] {
  const totals = new Map<string, OperatorAccountingTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? {
      currency: row.currency,
      ordersCount: 0,
      turnover: 0,
      commission: 0,
      outstanding: 0,
    };
    total.ordersCount += row.ordersCount;
    total.turnover = roundMoney(total.turnover + row.turnover, row.currency);
    total.commission = roundMoney(total.commission + row.commission, row.currency);
    total.outstanding = roundMoney(total.outstanding + row.outstanding, row.currency);
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The organization's customers and suppliers (from its orders and quotes), by name. */
function counterpartiesOf(organizationId: number): AccountingParameter[] {
  const found = new Map<number, { party: QuoteParty; relation: CounterpartyRelation }>();
  const add = (party: QuoteParty, relation: CounterpartyRelation) => {
    const known = found.get(party.id);
    if (!known) found.set(party.id, { party: { ...party }, relation });
    else if (known.relation !== relation) known.relation = 'both';
  };
  for (const quote of db.quotes) {
    if (quote.organization.id === organizationId) add(quote.client, 'customer');
    if (quote.client.id === organizationId) add(quote.organization, 'supplier');
  }
  return [...found.values()]
    .filter(({ party }) => party.id !== organizationId)
    .map(({ party, relation }) => ({
      counterparty: party,
      relation,
      accountCode: accountCodeOf(organizationId, party.id),
    }))
    .sort((a, b) => a.counterparty.name.localeCompare(b.counterparty.name));
}

/** Organization accounting, its export and parameters, and the operator's accounting. */
export const accountingHandlers = [
  http.get('*/api/organization/:id/accounting', ({ request, params }) => {
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

  http.get('*/api/organization/:id/accounting-export', ({ request, params }) => {
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

  http.get('*/api/organization/:id/accounting-parameters', ({ request, params }) => {
    const access = ownAccounting(request, params.id);
    if (access instanceof Response) return access;
    const query = new QueryReader(new URL(request.url).searchParams);
    const search = query.text('searchQuery')?.toLowerCase();
    const body = counterpartiesOf(access.organizationId).filter(
      (parameter) =>
        search === undefined ||
        parameter.counterparty.name.toLowerCase().includes(search) ||
        (parameter.accountCode ?? '').toLowerCase().includes(search),
    );
    return HttpResponse.json(body);
  }),

  http.patch(
    '*/api/organization/:id/accounting-parameters/:counterpartyId',
    async ({ request, params }) => {
      const access = ownAccounting(request, params.id);
      if (access instanceof Response) return access;
      const { organizationId } = access;
      const counterpartyId = idParam(params.counterpartyId);
      const parameter = counterpartiesOf(organizationId).find(
        (candidate) => candidate.counterparty.id === counterpartyId,
      );
      if (!parameter || counterpartyId === null) return apiError(404, COUNTERPARTY_NOT_FOUND);
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const raw = body.accountCode;
      if (typeof raw !== 'string' || raw.trim() === '') {
        return badRequest({ accountCode: [VALIDATOR.required] });
      }
      const accountCode = raw.trim();
      if (!ACCOUNT_CODE_PATTERN.test(accountCode)) {
        return badRequest({ accountCode: [VALIDATOR.accountCode] });
      }
      const taken = db.accountingParameters.some(
        (other) =>
          other.organizationId === organizationId &&
          other.counterpartyId !== counterpartyId &&
          other.accountCode === accountCode,
      );
      if (taken) return badRequest({ accountCode: [VALIDATOR.alreadyUsed] });
      const stored = db.accountingParameters.find(
        (other) =>
          other.organizationId === organizationId && other.counterpartyId === counterpartyId,
      );
      if (stored) stored.accountCode = accountCode;
      else db.accountingParameters.push({ organizationId, counterpartyId, accountCode });
      const answer: AccountingParameter = { ...parameter, accountCode };
      return HttpResponse.json(answer);
    },
  ),

  http.get('*/api/operator/accounting', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_ACCOUNTING_VIEW');
    if (auth instanceof Response) return auth;
    const query = new QueryReader(new URL(request.url).searchParams);
    const after = query.date('dateAfter');
    const before = query.date('dateBefore');
    const search = query.text('searchQuery')?.toLowerCase();
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const rows = operatorRows(after, before, search);
    const body: OperatorAccountingPage = {
      rows: paginate(rows, page),
      totalItems: rows.length,
      totals: totalsOf(rows),
    };
    return HttpResponse.json(body);
  }),
];
