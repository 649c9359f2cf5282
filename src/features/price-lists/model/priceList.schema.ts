import * as z from 'zod/mini';
import type { PriceList, PriceListPayload, PriceListStatus } from '@/entities/price-list';
import { amountError } from '@/entities/quote';
import { filled } from '@/lib/ui/resourceKit';
import { VALIDATOR } from '@/lib/validation';

/** How a line prices its service for the client: its own unit price, or a discount rate. */
export const PRICE_KINDS = ['unitPrice', 'discountRate'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

export interface PriceListLineValues {
  serviceId: number | null;
  kind: PriceKind;
  /** Only the field of `kind` is shown and sent; the API's errors land on it by name. */
  unitPrice: number | null;
  discountRate: number | null;
}

/** What the price list form edits. */
export interface PriceListFormValues {
  name: string;
  status: PriceListStatus;
  negotiatedRateId: number | null;
  lines: PriceListLineValues[];
}

/** Up to `digits` decimals, as the API takes them: 4 for a price (per litre), 2 for a rate. */
function hasDecimals(value: number, digits: number): boolean {
  const scaled = value * 10 ** digits;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

function valueError(kind: PriceKind, value: number | null): string | null {
  if (value === null) return VALIDATOR.required;
  if (Number.isNaN(value)) return VALIDATOR.number;
  if (kind === 'unitPrice') {
    if (value < 0) return VALIDATOR.positive;
    return hasDecimals(value, 4) ? amountError(value) : VALIDATOR.decimalOrInt;
  }
  return value > 0 && value <= 100 && hasDecimals(value, 2) ? null : VALIDATOR.percentage;
}

/**
 * The lines' rules, as the API has them: a service chosen, each service once, and for the kind
 * chosen a price (0 or more, 4 decimals, under the ceiling) or a rate (above 0, at most 100, two
 * decimals). Errors by field path (`lines.2.discountRate`).
 */
export function lineErrors(lines: readonly PriceListLineValues[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (line.serviceId === null) errors[`lines.${index}.serviceId`] = VALIDATOR.required;
    else if (seen.has(line.serviceId)) errors[`lines.${index}.serviceId`] = VALIDATOR.alreadyUsed;
    else seen.add(line.serviceId);
    const error = valueError(line.kind, line[line.kind]);
    if (error) errors[`lines.${index}.${line.kind}`] = error;
  });
  return errors;
}

/** The lines' rule, instead of their fields' own: each error on its field (`2.discountRate`). */
export const linesRule = z.array(z.custom<PriceListLineValues>()).check(
  z.superRefine((lines, ctx) => {
    for (const [path, message] of Object.entries(lineErrors(lines))) {
      const [, index, field] = path.split('.');
      ctx.addIssue({ code: 'custom', message, path: [Number(index), field ?? ''], input: lines });
    }
  }),
);

export function toPriceListPayload(values: PriceListFormValues): PriceListPayload {
  return {
    ...values,
    negotiatedRateId: filled(values.negotiatedRateId),
    lines: values.lines.map((line) => ({
      serviceId: filled(line.serviceId),
      unitPrice: line.kind === 'unitPrice' ? line.unitPrice : null,
      discountRate: line.kind === 'discountRate' ? line.discountRate : null,
    })),
  };
}

export function priceListToValues(list: PriceList): PriceListFormValues {
  return {
    name: list.name,
    status: list.status,
    negotiatedRateId: list.negotiatedRateId,
    lines: list.lines.map((line) => ({
      serviceId: line.serviceId,
      kind: line.unitPrice !== null ? 'unitPrice' : 'discountRate',
      unitPrice: line.unitPrice,
      discountRate: line.discountRate,
    })),
  };
}
