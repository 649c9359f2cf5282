import * as z from 'zod/mini';
import {
  PRICE_LIST_STATUSES,
  type PriceList,
  type PriceListPayload,
  type PriceListStatus,
} from '@/entities/price-list';
import { amountError } from '@/entities/quote';
import { VALIDATOR, isOneOf, requiredText } from '@/lib/validation';

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

export const EMPTY_LINE: PriceListLineValues = {
  serviceId: null,
  kind: 'discountRate',
  unitPrice: null,
  discountRate: null,
};

export const EMPTY_PRICE_LIST: PriceListFormValues = {
  name: '',
  status: 'active',
  negotiatedRateId: null,
  lines: [],
};

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

const lineSchema = z.object({
  serviceId: z.nullable(z.number()),
  kind: z.custom<PriceKind>(isOneOf(PRICE_KINDS), { error: VALIDATOR.choice }),
  unitPrice: z.nullable(z.number()),
  discountRate: z.nullable(z.number()),
});

export const priceListSchema = z
  .object({
    name: requiredText('name'),
    status: z.custom<PriceListStatus>(isOneOf(PRICE_LIST_STATUSES), { error: VALIDATOR.choice }),
    negotiatedRateId: z.pipe(z.nullable(z.number()), z.number({ error: VALIDATOR.required })),
    lines: z.array(lineSchema),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const [path, message] of Object.entries(lineErrors(values.lines))) {
        const [, index, field] = path.split('.');
        ctx.addIssue({
          code: 'custom',
          message,
          path: ['lines', Number(index), field ?? ''],
          input: values,
        });
      }
    }),
  );

export type PriceListOutput = z.output<typeof priceListSchema>;

export function toPriceListPayload(values: PriceListOutput): PriceListPayload {
  return {
    name: values.name,
    status: values.status,
    negotiatedRateId: values.negotiatedRateId,
    lines: values.lines.flatMap((line) =>
      line.serviceId === null
        ? []
        : [
            {
              serviceId: line.serviceId,
              unitPrice: line.kind === 'unitPrice' ? line.unitPrice : null,
              discountRate: line.kind === 'discountRate' ? line.discountRate : null,
            },
          ],
    ),
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

/** A duplicate keeps the lines and status; it needs another company (one list per company). */
export function priceListToDuplicate(list: PriceList): PriceListFormValues {
  return { ...priceListToValues(list), negotiatedRateId: null };
}
