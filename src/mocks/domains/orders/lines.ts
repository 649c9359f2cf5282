import {
  QUOTE_LINE_STATUSES,
  QUOTE_PAYMENT_TERMS,
  type QuoteLine,
  type QuoteLineStatus,
  type QuotePaymentTerm,
} from '../../../entities/quote/contract';
import { lineStatusRank } from '../../../entities/quote/contract';
import { type QuoteSide } from '../../../entities/quote/contract';
import {
  amountError,
  maxQuantityOf,
  quantityMaxError,
  totalError,
} from '../../../entities/quote/contract';
import { linePrice, sumTotals } from '../../../entities/quote/contract';
import { findProduct } from '../shop';
import { VALIDATOR, TEXT_MAX, fitsLength, lengthMaxMessage } from '../../api';
import type { QuoteRecord } from './records';

export type Errors = Record<string, string[]>;

const INCONSISTENT_DATE = 'errors.inconsistent_date';
const MAX_COMMENT = TEXT_MAX.comment;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function add(errors: Errors, field: string, key: string): void {
  errors[field] = [...(errors[field] ?? []), key];
}

/** The body's `lines` as objects with a line of the quote each; errors by `lines.N.id`. */
function bodyLines(
  raw: unknown,
  quote: QuoteRecord,
  errors: Errors,
): { index: number; entry: Record<string, unknown>; line: QuoteLine }[] {
  if (!Array.isArray(raw)) {
    add(errors, 'lines', VALIDATOR.required);
    return [];
  }
  const found: { index: number; entry: Record<string, unknown>; line: QuoteLine }[] = [];
  raw.forEach((entry: unknown, index) => {
    const line = isObject(entry) ? quote.lines.find((l) => l.id === entry.id) : undefined;
    if (!isObject(entry) || !line) add(errors, `lines.${index}.id`, VALIDATOR.choice);
    else found.push({ index, entry, line });
  });
  return found;
}

/** Recomputes every line's totals and the quote's with `linePrice` / `sumTotals` only. */
export function recompute(quote: QuoteRecord): void {
  const totals = quote.lines.map((line) => {
    const priced = linePrice(line, quote.currency);
    line.totalExcludingTax = priced.totalExcludingTax;
    line.totalIncludingTax = priced.totalIncludingTax;
    return priced;
  });
  const sum = sumTotals(totals, quote.currency);
  quote.totalExcludingTax = sum.totalExcludingTax;
  quote.totalIncludingTax = sum.totalIncludingTax;
}

type NumberField = 'unitPrice' | 'discountRate' | 'ecotax' | 'vatRate' | 'quantity';

const OWNER_FIELDS: readonly NumberField[] = [
  'unitPrice',
  'discountRate',
  'ecotax',
  'vatRate',
  'quantity',
];
const CLIENT_FIELDS: readonly NumberField[] = ['quantity'];

/** A quote line's maximum quantity: its product's (lib/pricing `maxQuantityOf`). */
export function lineMaxQuantity(line: Pick<QuoteLine, 'productId'>): number {
  return maxQuantityOf(findProduct(line.productId) ?? {});
}

function numberError(field: NumberField, value: unknown, line: QuoteLine): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return VALIDATOR.number;
  if (field === 'quantity') {
    return value > 0 ? quantityMaxError(value, lineMaxQuantity(line)) : VALIDATOR.strictPositive;
  }
  if (field === 'discountRate' || field === 'vatRate') {
    return value >= 0 && value <= 100 ? null : VALIDATOR.percentage;
  }
  return value >= 0 ? amountError(value) : VALIDATOR.positive;
}

/**
 * The totals the edit would make must stay under the ceiling: a line's on the field its side
 * edits (the owner's unit price, the client's quantity), the quote's on every line sent.
 */
function totalErrors(
  quote: QuoteRecord,
  found: { index: number; entry: Record<string, unknown>; line: QuoteLine }[],
  fields: readonly NumberField[],
  errors: Errors,
): void {
  const field = fields.includes('unitPrice') ? 'unitPrice' : 'quantity';
  const edited = new Map(found.map((item) => [item.line.id, item]));
  const totals = quote.lines.map((line) => {
    const entry = edited.get(line.id)?.entry ?? {};
    const next = { ...line };
    for (const name of fields) {
      const value = entry[name];
      if (typeof value === 'number') next[name] = value;
    }
    return linePrice(next, quote.currency);
  });
  for (const { index, line } of found) {
    const total = totals[quote.lines.indexOf(line)]?.totalIncludingTax ?? 0;
    const error = totalError(total);
    if (error) add(errors, `lines.${index}.${field}`, error);
  }
  const quoteError = totalError(sumTotals(totals, quote.currency).totalIncludingTax);
  if (quoteError && Object.keys(errors).length === 0) {
    for (const { index } of found) add(errors, `lines.${index}.${field}`, quoteError);
  }
}

/**
 * PATCH api/quote/{id}: the owner prices (unit price, discount, ecotax, VAT, quantity, comment,
 * payment term), the client edits its request (quantity, comment); other fields are ignored.
 * Applied only when every field is valid; errors as `lines.N.field`.
 */
export function applyEdit(
  quote: QuoteRecord,
  side: QuoteSide,
  body: Record<string, unknown>,
): Errors | null {
  const errors: Errors = {};
  const found = bodyLines(body.lines, quote, errors);
  const fields = side === 'owner' ? OWNER_FIELDS : CLIENT_FIELDS;
  let paymentTerm: QuotePaymentTerm | null | undefined;
  if (side === 'owner' && body.paymentTerm !== undefined) {
    paymentTerm =
      body.paymentTerm === null
        ? null
        : QUOTE_PAYMENT_TERMS.find((term) => term === body.paymentTerm);
    if (paymentTerm === undefined) add(errors, 'paymentTerm', VALIDATOR.choice);
  }
  for (const { index, entry, line } of found) {
    for (const field of fields) {
      if (entry[field] === undefined) continue;
      const error = numberError(field, entry[field], line);
      if (error) add(errors, `lines.${index}.${field}`, error);
    }
    const comment = entry.comment;
    if (comment !== undefined && comment !== null) {
      if (typeof comment !== 'string') add(errors, `lines.${index}.comment`, VALIDATOR.choice);
      else if (!fitsLength(comment, MAX_COMMENT))
        add(errors, `lines.${index}.comment`, lengthMaxMessage(MAX_COMMENT));
    }
  }
  if (Object.keys(errors).length === 0) totalErrors(quote, found, fields, errors);
  if (Object.keys(errors).length > 0) return errors;
  for (const { entry, line } of found) {
    for (const field of fields) {
      const value = entry[field];
      if (typeof value === 'number') line[field] = value;
    }
    if (entry.comment === null) line.comment = null;
    else if (typeof entry.comment === 'string') line.comment = entry.comment.trim() || null;
  }
  if (paymentTerm !== undefined) quote.paymentTerm = paymentTerm;
  recompute(quote);
  return null;
}

/** PATCH quote-lines-status: each line forward only; errors as `lines.N.status`. */
export function applyLineStatuses(
  quote: QuoteRecord,
  body: Record<string, unknown>,
): Errors | { changed: string[] } {
  const errors: Errors = {};
  const found = bodyLines(body.lines, quote, errors);
  const wanted: { line: QuoteLine; status: QuoteLineStatus }[] = [];
  for (const { index, entry, line } of found) {
    const status = QUOTE_LINE_STATUSES.find((candidate) => candidate === entry.status);
    if (!status || lineStatusRank(status) < lineStatusRank(line.status)) {
      add(errors, `lines.${index}.status`, VALIDATOR.choice);
    } else wanted.push({ line, status });
  }
  if (found.length === 0 && !errors.lines) add(errors, 'lines', VALIDATOR.required);
  if (Object.keys(errors).length > 0) return errors;
  const changed: string[] = [];
  for (const { line, status } of wanted) {
    if (line.status === status) continue;
    line.status = status;
    changed.push(`${line.productName}: ${status}`);
  }
  return { changed };
}

function readDate(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return undefined;
  return new Date(Date.parse(value)).toISOString();
}

/** PATCH quote-lines-dates: ISO dates or null, the start before the end. */
export function applyLineDates(quote: QuoteRecord, body: Record<string, unknown>): Errors | null {
  const errors: Errors = {};
  const found = bodyLines(body.lines, quote, errors);
  const wanted: { line: QuoteLine; startAt: string | null; endAt: string | null }[] = [];
  for (const { index, entry, line } of found) {
    const startAt = readDate(entry.startAt);
    const endAt = readDate(entry.endAt);
    if (startAt === undefined) add(errors, `lines.${index}.startAt`, VALIDATOR.date);
    if (endAt === undefined) add(errors, `lines.${index}.endAt`, VALIDATOR.date);
    if (startAt === undefined || endAt === undefined) continue;
    if (startAt !== null && endAt !== null && Date.parse(startAt) >= Date.parse(endAt)) {
      add(errors, `lines.${index}.endAt`, INCONSISTENT_DATE);
      continue;
    }
    wanted.push({ line, startAt, endAt });
  }
  if (found.length === 0 && !errors.lines) add(errors, 'lines', VALIDATOR.required);
  if (Object.keys(errors).length > 0) return errors;
  for (const { line, startAt, endAt } of wanted) {
    line.startAt = startAt;
    line.endAt = endAt;
  }
  return null;
}
