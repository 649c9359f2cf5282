import * as z from 'zod/mini';
import type { ShopProduct } from '@/lib/api/shop.types';
import { messageWithValues, VALIDATOR } from '@/lib/validation';
import { maxText } from '@/lib/validation';

export interface ServiceFormValues {
  /** Units; litres for fuel. */
  quantity: number | null;
  optionIds: number[];
  comment: string;
}

export interface ServiceFormOutput {
  quantity: number;
  optionIds: number[];
  comment: string;
}

/** Whole units, except fuel (litres). */
export function isWholeQuantity(product: Pick<ShopProduct, 'typology'>): boolean {
  return product.typology !== 'fuel';
}

/** The quantity's error for this product, null when it is fine. */
export function quantityError(
  product: Pick<ShopProduct, 'typology' | 'minQuantity' | 'maxQuantity'>,
  quantity: number,
): string | null {
  if (!Number.isFinite(quantity)) return VALIDATOR.number;
  if (isWholeQuantity(product) && !Number.isInteger(quantity)) return VALIDATOR.count;
  const min = Math.max(product.typology === 'fuel' ? 0 : 1, product.minQuantity);
  const max = product.maxQuantity;
  if (quantity <= 0 || quantity < min || (max !== null && quantity > max)) {
    return max === null
      ? messageWithValues(VALIDATOR.quantityMin, { min: Math.max(min, 1) })
      : messageWithValues(VALIDATOR.quantityBetween, { min: Math.max(min, 1), max });
  }
  return null;
}

/** The service form's schema: the quantity within the product's limits. */
export function serviceFormSchema(product: ShopProduct) {
  return z.object({
    quantity: z.pipe(
      z.nullable(z.number({ error: VALIDATOR.number })),
      z.number({ error: VALIDATOR.required }).check(
        z.superRefine<number>((quantity, ctx) => {
          const error = quantityError(product, quantity);
          if (error !== null) ctx.addIssue({ code: 'custom', message: error, input: quantity });
        }),
      ),
    ),
    optionIds: z.array(z.number()),
    comment: z.string().check(maxText('comment')),
  });
}

export function serviceFormDefaults(product: ShopProduct): ServiceFormValues {
  return {
    quantity: product.typology === 'fuel' ? null : Math.max(1, product.minQuantity),
    optionIds: [],
    comment: '',
  };
}
