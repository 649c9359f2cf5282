import type { CartEvent, CartEventKey, CartLine } from '@/entities/cart';

/** A cart line as the shop leaves it: a unit-priced direct service unless told otherwise. */
export function cartLine(
  overrides: Partial<CartLine> & Pick<CartLine, 'productId' | 'productName'>,
): CartLine {
  return {
    id: `${overrides.productId}||`,
    addedAt: '2026-11-20T10:00:00.000Z',
    provider: { id: 2, name: 'Riviera Jet Centre' },
    typology: 'service',
    pricingType: 'unit_price',
    saleMode: 'direct',
    unit: 'unit',
    quantity: 1,
    optionIds: [],
    optionNames: [],
    price: { unitPrice: 180, discountRate: 0, ecotax: 0, vatRate: 20 },
    currency: 'EUR',
    period: null,
    fuelType: null,
    helicopterOfferId: null,
    comment: null,
    ...overrides,
  };
}

/** Leaves these carts on the device for a user in an organization (`front-office:cart:<u>:<o>`). */
export function storeCarts(carts: readonly CartEvent[], userId = 1, organizationId = 1): void {
  const byEvent = Object.fromEntries(carts.map((cart) => [String(cart.key.eventId), cart]));
  localStorage.setItem(`front-office:cart:${userId}:${organizationId}`, JSON.stringify(byEvent));
}

/** The shop's checkout path of a cart. */
export function checkoutPath(key: CartEventKey): string {
  return `/shop/checkout/${key.tripId}/${key.stepId}/${key.eventId}/${key.airportId}`;
}
