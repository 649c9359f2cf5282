import { linePrice, slicedUnitPrice, sliceQuantity, type LineTotals } from '@/entities/quote';
import type { PriceSlice } from '@/entities/quote';
import type { PricingType } from '@/entities/cart';

export interface PreviewInputs {
  pricingType: PricingType;
  unitPrice: number | null;
  priceSlices: readonly PriceSlice[];
  vatRate: number;
  ecotax: number;
  discountRate: number;
}

/**
 * What a buyer pays for `quantity` (units, litres, or slices for one night), priced exactly as
 * the checkout prices a line: the slice's unit price (`slicedUnitPrice`), then `linePrice`.
 * Null while there is no price to show.
 */
export function previewPrice(
  inputs: PreviewInputs,
  quantity: number,
  currency: string,
): LineTotals | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  const sliced = inputs.pricingType === 'price_per_slice';
  const unitPrice = sliced
    ? slicedUnitPrice(inputs.unitPrice, inputs.priceSlices, quantity)
    : inputs.unitPrice;
  if (unitPrice === null || !Number.isFinite(unitPrice)) return null;
  return linePrice(
    {
      unitPrice,
      quantity: sliced ? sliceQuantity(quantity, 1) : quantity,
      discountRate: inputs.discountRate,
      ecotax: inputs.ecotax,
      vatRate: inputs.vatRate,
    },
    currency,
  );
}
