import { HttpResponse } from 'msw';
import type {
  OperatorAccountingPage,
  OperatorAccountingRow,
  OperatorAccountingTotal,
} from '../../../entities/invoice/contract';
import type { QuoteParty } from '../../../entities/quote/contract';
import { roundMoney } from '../../../entities/quote/contract';
import { isOrderState } from '../../../entities/quote/contract';
import { paginate, QueryReader } from '../../api';
import { authorize } from '../../auth';
import { db } from '../../db';
import { commissionOfOrganization } from '../offers';
import type { InvoiceRecord } from './records';
import { day } from './accounting';
import { apiHttp } from '../../api/http';

/**
 * The catalogue category an invoice's order is sold in (its first line's product's first
 * category), for the category rates of the seller's offer; null when it cannot be told.
 */
function categoryOf(invoice: InvoiceRecord): number | null {
  const quoteId = invoice.quotes[0]?.id;
  const quote = db.quotes.find((q) => q.id === quoteId);
  const productIds = new Set((quote?.lines ?? []).map((line) => line.productId));
  const product = db.shopProducts.find((p) => productIds.has(p.id));
  return product?.categoryIds[0] ?? null;
}

/**
 * What an invoice earns its seller: excluding tax, after its discount (a credit note's is
 * negative). The turnover and the commission are computed on it: tax is not the seller's revenue.
 */
const netOf = (invoice: InvoiceRecord) => invoice.subtotal - invoice.discount;

/** The commission of one invoice: its net amount's slice of the seller's offer (offers domain). */
export function commissionOfInvoice(invoice: InvoiceRecord): number {
  return commissionOfOrganization(invoice.seller.id, netOf(invoice), categoryOf(invoice))
    .commission;
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
        commissionRate: 0,
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
    row.turnover += netOf(invoice);
    row.commission += commissionOfInvoice(invoice);
    if (invoice.status === 'to_be_paid') row.outstanding += invoice.totalDue;
  }
  return [...rows.values()]
    .map((row) => {
      const turnover = roundMoney(row.turnover, row.currency);
      const commission = roundMoney(row.commission, row.currency);
      // The effective rate: each invoice took its own slice's (DECISIONS "Administration").
      const rate = turnover > 0 ? (commission / turnover) * 100 : 0;
      return {
        ...row,
        turnover,
        outstanding: roundMoney(row.outstanding, row.currency),
        commission,
        commissionRate: rate,
      };
    })
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

/** The platform operator's accounting: turnover and commission per seller and currency. */
export const operatorAccountingHandlers = [
  apiHttp.get('/api/operator/accounting', ({ request }) => {
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
