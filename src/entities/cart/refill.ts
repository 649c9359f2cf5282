/**
 * The refill (spec section 4: a trip cascade "refills the cart with the cancelled services"): a
 * cancelled quote's lines as cart lines. The cancelled quote only names the product, its typology
 * and quantity: the price is unknown (null) until the checkout re-reads it.
 */
import { PRODUCT_TYPOLOGIES, SLICED_TYPOLOGIES, type ProductTypology } from './shop.types';
import type { CancelledQuote } from '@/entities/trip';
import type { CartLineInput } from './types';

function typologyOf(value: string): ProductTypology {
  return PRODUCT_TYPOLOGIES.find((t) => t === value) ?? 'service';
}

function isSliced(typology: ProductTypology): boolean {
  return SLICED_TYPOLOGIES.some((t) => t === typology);
}

export function restoredLinesOf(quote: CancelledQuote): CartLineInput[] {
  return quote.lines
    .filter((line) => line.quantity > 0)
    .map((line) => {
      const typology = typologyOf(line.typology);
      const sliced = isSliced(typology);
      return {
        productId: line.productId,
        provider: { id: quote.provider.id, name: quote.provider.name },
        productName: line.productName,
        typology,
        pricingType: sliced ? 'price_per_slice' : 'unit_price',
        saleMode: 'direct',
        unit: sliced ? 'slice_night' : typology === 'fuel' ? 'litre' : 'unit',
        quantity: line.quantity,
        optionIds: [],
        optionNames: [],
        price: { unitPrice: null, discountRate: 0, ecotax: 0, vatRate: 0 },
        currency: '',
        period: null,
        fuelType: null,
        helicopterOfferId: null,
        comment: null,
        restoredFrom: quote.reference,
      };
    });
}
