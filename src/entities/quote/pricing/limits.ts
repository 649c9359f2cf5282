/**
 * The ceilings on quantities and amounts (DECISIONS "Authority and money"): one reading for the
 * forms and the demo API, so both refuse alike and say it in the same words (`validator.*`).
 */
import { messageWithValues, VALIDATOR } from '@/lib/validation/messages';

/** Every amount stays strictly under it: unit prices, line and quote totals, refunds. */
export const AMOUNT_CEILING = 1_000_000_000;
/** A product's maximum quantity when its record gives none. */
export const DEFAULT_MAX_QUANTITY = 1000;

/** The product's (or quote line's) own maximum, else the default. */
export function maxQuantityOf(product: { maxQuantity?: number | null }): number {
  return product.maxQuantity ?? DEFAULT_MAX_QUANTITY;
}

/** A unit price, ecotax or refund: null under the ceiling. */
export function amountError(amount: number): string | null {
  return amount < AMOUNT_CEILING
    ? null
    : messageWithValues(VALIDATOR.amountMax, { max: AMOUNT_CEILING });
}

/** A line's or a quote's total: null under the ceiling. */
export function totalError(total: number): string | null {
  return total < AMOUNT_CEILING
    ? null
    : messageWithValues(VALIDATOR.totalMax, { max: AMOUNT_CEILING });
}

/** A quantity above 0 (a quote line's): null up to the maximum. */
export function quantityMaxError(quantity: number, max: number): string | null {
  return quantity <= max ? null : messageWithValues(VALIDATOR.quantityMax, { max });
}

/**
 * A quantity of a product in the shop: whole units (fuel in litres), from the product's minimum
 * (at least 1) to its maximum (`maxQuantityOf`). Null when it is fine.
 */
export function productQuantityError(
  product: { typology: string; minQuantity: number; maxQuantity: number | null },
  quantity: number,
): string | null {
  if (!Number.isFinite(quantity)) return VALIDATOR.number;
  if (product.typology !== 'fuel' && !Number.isInteger(quantity)) return VALIDATOR.count;
  const min = Math.max(product.typology === 'fuel' ? 0 : 1, product.minQuantity);
  const max = maxQuantityOf(product);
  if (quantity <= 0 || quantity < min || quantity > max) {
    return messageWithValues(VALIDATOR.quantityBetween, { min: Math.max(min, 1), max });
  }
  return null;
}
