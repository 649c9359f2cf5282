import {
  newQuoteLifecycle,
  QUOTE_PAYMENT_TERMS,
  type Quote,
  type QuoteLine,
  type QuoteLogEvent,
  type QuotePaymentTerm,
} from '../../../entities/quote/quotes.types';
import {
  SLICED_TYPOLOGIES,
  type CheckoutResult,
  type PriceChange,
} from '../../../entities/cart/shop.types';
import { type PaymentIntent } from '../../../entities/payment/paymentIntent.types';
import {
  linePrice,
  roundMoney,
  sumTotals,
  type Totals,
} from '../../../entities/quote/pricing/linePrice';
import { productQuantityError } from '../../../entities/quote/pricing/limits';
import { VALIDATOR, badRequest, TEXT_MAX, fitsLength, lengthMaxMessage } from '../../api';
import { db, now } from '../../db';
import { recordOrderTerms } from '../orders/terms';
import type { PaymentMethodRecord } from '../account/records';
import {
  activeSeller,
  convert,
  findProduct,
  mandatoryPackageOf,
  sellerCurrency,
  unitPriceIn,
  type Lang,
} from './catalog';
import type { ShopContext } from './access';
import { HANGAR_UNAVAILABLE, availability, readPeriod } from './hangar';
import type { CheckoutRecord, PaymentIntentRecord, ShopProductRecord } from './records';

export const MANDATORY_PACKAGE_MISSING = 'errors.mandatory_package_missing';

type Errors = Record<string, string[]>;

/** A line ready to price: its product, quantity and unit price in the call's currency. */
export interface PricedLine {
  product: ShopProductRecord;
  name: string;
  quantity: number;
  /** With options; null on quotation. */
  unitPrice: number | null;
  comment: string | null;
  /** Sliced products: the slices to hold for each night. */
  nights: { date: string; slices: number }[];
}

/** What every order asks besides its lines (checkout and helicopter order). */
export interface OrderTerms {
  clientAddressId: number;
  paymentMethod: PaymentMethodRecord | null;
  paymentTerm: QuotePaymentTerm;
  acceptSepaTerms: boolean;
}

function add(errors: Errors, field: string, key: string): void {
  errors[field] = [...(errors[field] ?? []), key];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The terms of an order; the errors by field (`paymentMethodId` needed is checked later). */
export function readTerms(
  body: Record<string, unknown>,
  context: ShopContext,
  errors: Errors,
): OrderTerms {
  const organizationId = context.auth.organization.id;
  const address = db.addresses.find(
    (a) => a.id === body.clientAddressId && a.organizationId === organizationId,
  );
  if (body.clientAddressId === undefined || body.clientAddressId === null) {
    add(errors, 'clientAddressId', VALIDATOR.required);
  } else if (!address) add(errors, 'clientAddressId', VALIDATOR.choice);
  const paymentTerm = QUOTE_PAYMENT_TERMS.find((term) => term === body.paymentTerm);
  if (!paymentTerm) add(errors, 'paymentTerm', VALIDATOR.required);
  let paymentMethod: PaymentMethodRecord | null = null;
  if (body.paymentMethodId !== undefined && body.paymentMethodId !== null) {
    paymentMethod =
      db.paymentMethods.find(
        (m) => m.id === body.paymentMethodId && m.userId === context.auth.user.id,
      ) ?? null;
    if (!paymentMethod) add(errors, 'paymentMethodId', VALIDATOR.choice);
  }
  if (body.acceptTerms !== true) add(errors, 'acceptTerms', 'validator.terms_required');
  const acceptSepaTerms = body.acceptSepaTerms === true;
  if (paymentMethod?.type === 'sepa_debit' && !acceptSepaTerms) {
    add(errors, 'acceptSepaTerms', 'validator.terms_required');
  }
  return {
    clientAddressId: address?.id ?? 0,
    paymentMethod,
    paymentTerm: paymentTerm ?? 'payment_at_order_acceptance',
    acceptSepaTerms,
  };
}

/** The checkout's lines, validated and priced (field errors as `lines.N.field`). */
export function readLines(
  raw: unknown,
  context: ShopContext,
  currency: string,
  lang: Lang,
  errors: Errors,
): { lines: PricedLine[]; changes: PriceChange[] } {
  const lines: PricedLine[] = [];
  const changes: PriceChange[] = [];
  if (!Array.isArray(raw) || raw.length === 0) {
    add(errors, 'lines', VALIDATOR.required);
    return { lines, changes };
  }
  const sliced: readonly string[] = SLICED_TYPOLOGIES;
  raw.forEach((input: unknown, index) => {
    const at = `lines.${index}`;
    if (!isObject(input)) {
      add(errors, at, VALIDATOR.required);
      return;
    }
    const product = findProduct(typeof input.productId === 'number' ? input.productId : null);
    if (!product || product.airportId !== context.event.airportId) {
      add(errors, `${at}.productId`, VALIDATOR.choice);
      return;
    }
    let quantity = typeof input.quantity === 'number' ? input.quantity : Number.NaN;
    if (!Number.isFinite(quantity) || quantity <= 0) {
      add(errors, `${at}.quantity`, VALIDATOR.strictPositive);
    } else if (!sliced.includes(product.typology)) {
      // The form's own rule and words: whole units (fuel in litres) up to the product's maximum.
      const error = productQuantityError(product, quantity);
      if (error !== null) add(errors, `${at}.quantity`, error);
    }
    const optionIds = Array.isArray(input.optionIds) ? input.optionIds : [];
    const options = product.options.filter((option) => optionIds.includes(option.id));
    if (!Array.isArray(input.optionIds ?? []) || options.length !== optionIds.length) {
      add(errors, `${at}.optionIds`, VALIDATOR.choice);
    }
    const nights: PricedLine['nights'] = [];
    if (sliced.includes(product.typology)) {
      const period = isObject(input.period) ? input.period : null;
      if (!period) add(errors, `${at}.period`, VALIDATOR.required);
      else {
        const read = readPeriod(period.startAt, period.endAt);
        if ('errors' in read) {
          for (const [field, keys] of Object.entries(read.errors)) {
            for (const key of keys) add(errors, `${at}.period.${field}`, key);
          }
        } else {
          const free = availability(product, context.trip, read.nights, currency);
          if (!free.available) add(errors, `${at}.period`, HANGAR_UNAVAILABLE);
          // The quantity is the slices the aircraft needs × the nights, whatever was sent.
          quantity = free.quantity;
          for (const night of free.nights)
            nights.push({ date: night.date, slices: free.slicesNeeded });
        }
      }
    }
    const base = unitPriceIn(product, currency);
    const from = sellerCurrency(product.sellerId);
    const unitPrice =
      base === null
        ? null
        : roundMoney(
            options.reduce((sum, option) => sum + convert(option.unitPrice, from, currency), base),
            currency,
          );
    const seen = typeof input.seenUnitPrice === 'number' ? input.seenUnitPrice : null;
    if (seen !== unitPrice) {
      changes.push({ productId: product.id, seenUnitPrice: seen, unitPrice });
    }
    const comment =
      typeof input.comment === 'string' && input.comment.trim() !== ''
        ? input.comment.trim()
        : null;
    if (comment !== null && !fitsLength(comment, TEXT_MAX.comment)) {
      add(errors, `${at}.comment`, lengthMaxMessage(TEXT_MAX.comment));
    }
    const name = [product.name[lang], ...options.map((option) => option.name[lang])].join(' – ');
    lines.push({ product, name, quantity, unitPrice, comment, nights });
  });
  return { lines, changes };
}

/** Every seller's mandatory package at the airport must be among the lines. */
export function checkMandatoryPackages(
  lines: readonly PricedLine[],
  airportId: number,
  errors: Errors,
): void {
  const sellers = new Set(lines.map((line) => line.product.sellerId));
  for (const sellerId of sellers) {
    const mandatory = mandatoryPackageOf(sellerId, airportId);
    if (mandatory && !lines.some((line) => line.product.id === mandatory.id)) {
      add(errors, 'lines', MANDATORY_PACKAGE_MISSING);
      return;
    }
  }
}

export function failed(errors: Errors): Response | null {
  return Object.keys(errors).length > 0 ? badRequest(errors) : null;
}

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

function toQuoteLine(
  id: number,
  line: PricedLine,
  currency: string,
): { line: QuoteLine; totals: Totals } {
  const { product } = line;
  const unitPrice = line.unitPrice ?? 0;
  const totals = linePrice(
    {
      unitPrice,
      quantity: line.quantity,
      discountRate: product.discountRate,
      ecotax: convert(product.ecotax, sellerCurrency(product.sellerId), currency),
      vatRate: product.vatRate,
    },
    currency,
  );
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
    // The log (orders domain): the request, and for a direct order its validation.
    const log: QuoteLogEvent[] = [
      { id: 1, event: 'quote_request', at, organization: { ...by }, userName, detail: null },
    ];
    if (!quotation) {
      log.push({
        id: 2,
        event: 'quote_validate',
        at,
        organization: { ...by },
        userName,
        detail: `${totals.totalIncludingTax.toFixed(2)} ${currency}`,
      });
    }
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
      log,
    });
    quoteId += 1;
  }
  return { quotes, totals: quoteTotals, bookings };
}

export function toPaymentIntent(record: PaymentIntentRecord): PaymentIntent {
  const { id, status, clientSecret, amount, currency, errorCode } = record;
  return { id, status, clientSecret, amount, currency, errorCode };
}

export function resultOf(checkout: CheckoutRecord): CheckoutResult {
  const intent = db.paymentIntents.find((i) => i.id === checkout.paymentIntentId);
  return {
    id: checkout.id,
    completed: checkout.status === 'completed',
    quotes: checkout.quotes.map((quote) => structuredClone(quote)),
    paymentIntent: intent ? toPaymentIntent(intent) : null,
    priceChanges: [],
  };
}

/** Inserts the held quotes (the trip shows them), books their slices, sets the transfer's operator. */
export function completeCheckout(checkout: CheckoutRecord): void {
  if (checkout.status === 'completed') return;
  checkout.status = 'completed';
  const inserted = checkout.quotes.map((quote) => structuredClone(quote));
  db.quotes.push(...inserted);
  // The orders keep their purchase order's total and how they are paid (SEPA terms included).
  const intent = db.paymentIntents.find((i) => i.id === checkout.paymentIntentId);
  // A SEPA debit is `processing` once confirmed, an authorised card `requires_capture`.
  const method = intent ? (intent.status === 'processing' ? 'sepa_debit' : 'card') : null;
  for (const quote of inserted) {
    quote.checkout = { id: checkout.id };
    if (quote.state !== 'awaiting_for_quotation') {
      recordOrderTerms(quote, method, checkout.acceptSepaTerms);
    }
  }
  for (const booking of checkout.bookings) {
    const quote = checkout.quotes[booking.quoteIndex];
    db.hangarBookings.push({
      productId: booking.productId,
      date: booking.date,
      slices: booking.slices,
      quoteId: quote?.id ?? null,
    });
  }
  if (checkout.helicopter) {
    const { stepId, operatorId } = checkout.helicopter;
    const trip = db.trips.find((t) => t.id === checkout.tripId);
    const step = trip?.steps.find((s) => s.id === stepId);
    if (step?.className === 'TripTransfer' && step.helicopterOperatorId !== operatorId) {
      // Another operator: the previous one's helicopter no longer flies it.
      step.helicopterOperatorId = operatorId;
      step.helicopterId = null;
    }
  }
}

/** Moves an intent to a successful status and completes its checkout. */
export function succeed(intent: PaymentIntentRecord, methodType: 'card' | 'sepa_debit'): void {
  intent.status = methodType === 'card' ? 'requires_capture' : 'processing';
  intent.errorCode = null;
  intent.pending = null;
  const checkout = db.checkouts.find((c) => c.id === intent.checkoutId);
  if (!checkout) return;
  for (const quote of checkout.quotes) {
    if (quote.paymentIntent?.id === intent.id) {
      quote.paymentIntent = { id: intent.id, status: intent.status };
    }
  }
  completeCheckout(checkout);
}

/**
 * Creates the checkout (quotes held), its payment intent when something is paid now, and
 * completes it at once when nothing is (or a saved method pays). An older pending checkout of
 * the same event loses its intent.
 */
export function createCheckout(
  context: ShopContext,
  idempotencyKey: string,
  built: { quotes: Quote[]; totals: Totals[]; bookings: CheckoutRecord['bookings'] },
  terms: OrderTerms,
  currency: string,
  helicopter: CheckoutRecord['helicopter'],
): CheckoutResult {
  const { user, organization } = context.auth;
  for (const older of db.checkouts) {
    if (
      older.status === 'pending' &&
      older.organizationId === organization.id &&
      older.eventId === context.event.id
    ) {
      older.status = 'canceled';
      const intent = db.paymentIntents.find((i) => i.id === older.paymentIntentId);
      if (intent) intent.status = 'canceled';
    }
  }
  const id = `chk_demo_${db.checkouts.length + 1}_${now().getTime().toString(36)}`;
  const checkout: CheckoutRecord = {
    id,
    userId: user.id,
    organizationId: organization.id,
    idempotencyKey,
    tripId: context.trip.id,
    stepId: context.step.id,
    eventId: context.event.id,
    status: 'pending',
    quotes: built.quotes,
    bookings: built.bookings,
    paymentIntentId: null,
    helicopter,
    acceptSepaTerms: terms.acceptSepaTerms,
    createdAt: now().toISOString(),
  };
  db.checkouts.push(checkout);
  const orders = built.totals.filter((_, index) => built.quotes[index]?.state === 'validated');
  const amount = sumTotals(orders, currency).totalIncludingTax;
  if (terms.paymentTerm === 'payment_at_order_acceptance' && amount > 0) {
    const intentId = `pi_demo_${db.paymentIntents.length + 1}_${now().getTime().toString(36)}`;
    const intent: PaymentIntentRecord = {
      id: intentId,
      checkoutId: id,
      userId: user.id,
      status: 'requires_confirmation',
      clientSecret: `${intentId}_secret_demo`,
      amount,
      currency,
      errorCode: null,
      pending: null,
    };
    db.paymentIntents.push(intent);
    checkout.paymentIntentId = intentId;
    // The orders it pays hold it (the orders manager captures it with the invoice).
    for (const quote of checkout.quotes) {
      if (quote.state === 'validated')
        quote.paymentIntent = { id: intentId, status: intent.status };
    }
    if (terms.paymentMethod)
      succeed(intent, terms.paymentMethod.type === 'card' ? 'card' : 'sepa_debit');
  } else {
    completeCheckout(checkout);
  }
  return resultOf(checkout);
}

/**
 * How long a checkout answers again to its idempotency key, on the demo clock: long enough for a
 * double click and a retry of one attempt, as a payment API keeps its keys (Stripe: 24 h).
 */
export const REPLAY_WINDOW_MS = 24 * 3_600_000;

/**
 * A previous checkout of the same attempt: user, organization, event and key, not cancelled,
 * made within REPLAY_WINDOW_MS. The key names one checkout attempt (the front makes it when the
 * checkout opens), so the same services ordered again later are a new order.
 */
export function replayed(context: ShopContext, idempotencyKey: string): CheckoutRecord | undefined {
  const since = now().getTime() - REPLAY_WINDOW_MS;
  return db.checkouts.find(
    (c) =>
      c.userId === context.auth.user.id &&
      c.organizationId === context.auth.organization.id &&
      c.eventId === context.event.id &&
      c.idempotencyKey === idempotencyKey &&
      c.status !== 'canceled' &&
      Date.parse(c.createdAt) >= since,
  );
}
