import * as z from 'zod/mini';
import type { ShopProduct } from '@/entities/cart';
import { productQuantityError } from '@/entities/quote';
import { maxText, VALIDATOR } from '@/lib/validation';

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

/** The quantity's error for this product (the demo API's rule too), null when it is fine. */
export const quantityError: (
  product: Pick<ShopProduct, 'typology' | 'minQuantity' | 'maxQuantity'>,
  quantity: number,
) => string | null = productQuantityError;

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
