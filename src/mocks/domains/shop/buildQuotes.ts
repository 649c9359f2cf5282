import {
  newQuoteLifecycle,
  type Quote,
  type QuoteClientAddress,
  type QuoteLine,
  type QuoteLogEvent,
  type QuotePaymentTerm,
} from '../../../entities/quote/contract';
import { countryName } from '../../../lib/format/countries';
import {
  linePrice,
  sumTotals,
  type LineTotals,
  type Totals,
} from '../../../entities/quote/contract';
import { db, now } from '../../db';
import type { ShopContext } from './access';
import { activeSeller, convert, sellerCurrency, type Lang } from './catalog';
import type { PricedLine } from './orderInput';
import type { CheckoutRecord } from './records';

function nextQuoteId(): number {
  let max = 0;
  for (const quote of db.quotes) max = Math.max(max, quote.id);
  for (const checkout of db.checkouts)
    for (const quote of checkout.quotes) max = Math.max(max, quote.id);
  return max + 1;
}

function nextLineId(): number {
  let max = 0;
  const all = [...db.quotes, ...db.checkouts.flatMap((c) => c.quotes)];
  for (const quote of all) for (const line of quote.lines) max = Math.max(max, line.id);
  return max + 1;
}

/**
 * The billing address an order keeps (the spec's `clientAddress`): a copy of the buyer's saved
 * address at the time, so a later edit of the address book does not rewrite past orders.
 */
export function quoteClientAddress(addressId: number, lang: Lang): QuoteClientAddress | null {
  const saved = db.addresses.find((a) => a.id === addressId);
  if (!saved) return null;
  const { address } = saved;
  return {
    address: address.address,
    complementaryAddress: address.complementaryAddress,
    city: address.city,
    postalCode: address.postalCode,
    countryName: countryName(address.countryCode, lang),
  };
}

function prefixOf(name: string): string {
  const initials = name
    .split(/[\s-]+/)
    .map((word) => word.charAt(0))
    .join('')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return (initials.length >= 2 ? initials : name.slice(0, 3).toUpperCase()).slice(0, 4);
}

/** A line's totals as its quote will carry them (a line on quotation counts 0). */
export function lineTotals(line: PricedLine, currency: string): LineTotals {
  const { product } = line;
  return linePrice(
    {
      unitPrice: line.unitPrice ?? 0,
      quantity: line.quantity,
      discountRate: product.discountRate,
      ecotax: convert(product.ecotax, sellerCurrency(product.sellerId), currency),
      vatRate: product.vatRate,
    },
    currency,
  );
}

/** What the checkout's lines add up to, including tax: the total the buyer must have seen. */
export function checkoutTotal(lines: readonly PricedLine[], currency: string): number {
  return sumTotals(
    lines.map((line) => lineTotals(line, currency)),
    currency,
  ).totalIncludingTax;
}

function toQuoteLine(
  id: number,
  line: PricedLine,
  currency: string,
): { line: QuoteLine; totals: Totals } {
  const { product } = line;
  const unitPrice = line.unitPrice ?? 0;
  const totals = lineTotals(line, currency);
  const quoteLine: QuoteLine = {
    id,
    productId: product.id,
    productName: line.name,
    typology: product.typology,
    quantity: line.quantity,
    status: line.unitPrice === null ? 'not_planned' : 'planned',
    unitPrice,
    discountRate: product.discountRate,
    ecotax: convert(product.ecotax, sellerCurrency(product.sellerId), currency),
    vatRate: product.vatRate,
    comment: line.comment,
    totalExcludingTax: totals.totalExcludingTax,
    totalIncludingTax: totals.totalIncludingTax,
    startAt: null,
    endAt: null,
  };
  return { line: quoteLine, totals };
}

/**
 * One quote per seller and kind: its direct lines make an order, its lines on quotation a
 * quotation request. Totals from `linePrice` / `sumTotals` only.
 */
export function buildQuotes(
  lines: readonly PricedLine[],
  context: ShopContext,
  currency: string,
  paymentTerm: QuotePaymentTerm,
  clientAddress: QuoteClientAddress | null,
): { quotes: Quote[]; totals: Totals[]; bookings: CheckoutRecord['bookings'] } {
  const groups = new Map<string, PricedLine[]>();
  for (const line of lines) {
    const key = `${line.product.sellerId}:${line.unitPrice === null ? 'quotation' : 'direct'}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const quotes: Quote[] = [];
  const quoteTotals: Totals[] = [];
  const bookings: CheckoutRecord['bookings'] = [];
  let quoteId = nextQuoteId();
  let lineId = nextLineId();
  const at = now().toISOString();
  const year = at.slice(0, 4);
  const client = context.auth.organization;
  const user = context.auth.user;
  const by = { id: client.id, name: client.commercialName };
  const userName = `${user.firstName} ${user.lastName}`.trim();
  for (const [key, group] of groups) {
    const first = group[0];
    if (!first) continue;
    const sellerId = first.product.sellerId;
    const seller = activeSeller(sellerId);
    const quotation = key.endsWith(':quotation');
    const priced = group.map((line) => toQuoteLine(lineId++, line, currency));
    const quoteLines = priced.map((p) => p.line);
    const totals = sumTotals(
      priced.map((p) => p.totals),
      currency,
    );
    quoteTotals.push(totals);
    for (const line of group) {
      for (const night of line.nights) {
        bookings.push({ quoteIndex: quotes.length, productId: line.product.id, ...night });
      }
    }
    // The log (orders domain): a quotation request, or a direct purchase placed as an order.
    const log: QuoteLogEvent[] = [
      quotation
        ? { id: 1, event: 'quote_request', at, organization: { ...by }, userName, detail: null }
        : {
            id: 1,
            event: 'order_place',
            at,
            organization: { ...by },
            userName,
            detail: null,
            amount: totals.totalIncludingTax,
            currency,
          },
    ];
    quotes.push({
      id: quoteId,
      reference: `${prefixOf(seller?.commercialName ?? 'SHOP')}-${year}-${String(quoteId).padStart(6, '0')}`,
      state: quotation
        ? 'awaiting_for_quotation'
        : paymentTerm === 'payment_at_invoice_creation'
          ? 'payment_not_started'
          : 'validated',
      lines: quoteLines,
      paymentTerm,
      concretePaymentDate: null,
      currency,
      organization: { id: sellerId, name: seller?.commercialName ?? '' },
      client: { id: client.id, name: client.commercialName },
      slotManagement: false,
      sellerAck: false,
      cancelled: false,
      cancelledDraft: false,
      refused: false,
      invoiceSent: false,
      cancellationPoliciesApplied: false,
      tripId: context.trip.id,
      stepId: context.step.id,
      eventId: context.event.id,
      airportId: context.event.airportId,
      totalExcludingTax: totals.totalExcludingTax,
      totalIncludingTax: totals.totalIncludingTax,
      createdAt: at,
      updatedAt: at,
      ...newQuoteLifecycle(),
      clientAddress: clientAddress ? { ...clientAddress } : null,
      log,
    });
    quoteId += 1;
  }
  return { quotes, totals: quoteTotals, bookings };
}
