/**
 * The quote edit form (PATCH api/quote/{id}): the owner prices its lines and sets the payment
 * term; the client edits its request's quantities and comments. Values, schema, payload, and the
 * live totals (lib/pricing, never a total of our own).
 */
import * as z from 'zod/mini';
import {
  QUOTE_PAYMENT_TERMS,
  type Quote,
  type QuoteEditPayload,
  type QuotePaymentTerm,
} from '@/entities/quote';
import {
  amountError,
  AMOUNT_CEILING,
  linePrice,
  maxQuantityOf,
  quantityMaxError,
  sumTotals,
  totalError,
  type LineTotals,
  type Totals,
} from '@/entities/quote';
import {
  isOneOf,
  optionalFieldNumber,
  requiredFieldNumber,
  maxText,
  messageWithValues,
  positiveCheck,
  strictPositiveCheck,
  VALIDATOR,
} from '@/lib/validation';

export type QuoteEditMode = 'owner' | 'client';

export interface QuoteLineValues {
  id: number;
  quantity: number | null;
  unitPrice: number | null;
  discountRate: number | null;
  ecotax: number | null;
  vatRate: number | null;
  comment: string;
  /** The line's maximum quantity (not edited, not sent). */
  maxQuantity: number;
}

export interface QuoteEditValues {
  paymentTerm: QuotePaymentTerm | null;
  lines: QuoteLineValues[];
}

export function quoteToEditValues(quote: Pick<Quote, 'paymentTerm' | 'lines'>): QuoteEditValues {
  return {
    paymentTerm: quote.paymentTerm,
    lines: quote.lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountRate: line.discountRate,
      ecotax: line.ecotax,
      vatRate: line.vatRate,
      comment: line.comment ?? '',
      maxQuantity: maxQuantityOf(line),
    })),
  };
}

/** The form holds a number or null (the kit's numeric fields): null reads as "required". */
export const percentCheck = z.refine<number>((value) => value >= 0 && value <= 100, {
  error: VALIDATOR.percentage,
});

/** An amount under the ceiling (lib/pricing `amountError`, the demo API's words). */
export const amountCheck = z.refine<number>((value) => amountError(value) === null, {
  error: messageWithValues(VALIDATOR.amountMax, { max: AMOUNT_CEILING }),
});

const lineSchema = z.object({
  id: z.number(),
  quantity: requiredFieldNumber(strictPositiveCheck),
  unitPrice: optionalFieldNumber(positiveCheck, amountCheck),
  discountRate: optionalFieldNumber(percentCheck),
  ecotax: optionalFieldNumber(positiveCheck, amountCheck),
  vatRate: optionalFieldNumber(percentCheck),
  comment: z.string().check(maxText('comment')),
  maxQuantity: z.number(),
});

export const quoteEditSchema = z.object({
  paymentTerm: z.nullable(
    z.custom<QuotePaymentTerm>(isOneOf(QUOTE_PAYMENT_TERMS), { error: VALIDATOR.choice }),
  ),
  lines: z.array(lineSchema),
});
export type QuoteEditOutput = z.output<typeof quoteEditSchema>;

/**
 * The side's form: the client's quantities up to each line's maximum, and the totals under the
 * ceiling, said on the field the side edits (the owner's unit price, the client's quantity), as
 * the demo API says them.
 */
export function quoteEditSchemaFor(mode: QuoteEditMode) {
  const field = mode === 'owner' ? 'unitPrice' : 'quantity';
  return quoteEditSchema.check(
    z.superRefine((values, ctx) => {
      // Totals are judged once every figure is valid (a price too high says so on its own).
      if (ctx.issues.length > 0) return;
      const issue = (index: number, name: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, input: values, path: ['lines', index, name] });
      const totals = liveTotals(values.lines, 'EUR');
      values.lines.forEach((line, index) => {
        const tooMany =
          mode === 'client' ? quantityMaxError(line.quantity, line.maxQuantity) : null;
        if (tooMany) issue(index, 'quantity', tooMany);
        const total = totalError(totals.lines[index]?.totalIncludingTax ?? 0);
        if (total && !tooMany) issue(index, field, total);
      });
      const sum = totalError(totals.total.totalIncludingTax);
      if (sum && ctx.issues.length === 0)
        values.lines.forEach((_, index) => issue(index, field, sum));
    }),
  );
}

/** The payload of the side editing: prices and term for the owner, the request for the client. */
export function toQuoteEditPayload(values: QuoteEditOutput, mode: QuoteEditMode): QuoteEditPayload {
  if (mode === 'client') {
    return {
      lines: values.lines.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        comment: line.comment.trim() === '' ? null : line.comment.trim(),
      })),
    };
  }
  return {
    paymentTerm: values.paymentTerm,
    lines: values.lines.map((line) => ({
      id: line.id,
      unitPrice: line.unitPrice ?? 0,
      discountRate: line.discountRate ?? 0,
      ecotax: line.ecotax ?? 0,
      vatRate: line.vatRate ?? 0,
      comment: line.comment.trim() === '' ? null : line.comment.trim(),
    })),
  };
}

/** A figure as typed: a number, or 0 while empty or not a number yet. */
function figure(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The live totals of the lines as typed (lib/pricing), and the quote's sum. */
export function liveTotals(
  lines: readonly Partial<QuoteLineValues>[],
  currency: string,
): { lines: LineTotals[]; total: Totals } {
  const totals = lines.map((line) =>
    linePrice(
      {
        quantity: figure(line.quantity),
        unitPrice: figure(line.unitPrice),
        discountRate: figure(line.discountRate),
        ecotax: figure(line.ecotax),
        vatRate: figure(line.vatRate),
      },
      currency,
    ),
  );
  return { lines: totals, total: sumTotals(totals, currency) };
}
