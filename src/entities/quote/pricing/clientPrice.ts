import { roundMoney } from './linePrice';

/** A price list's line for one service (entities/price-list): exactly one of the two is set. */
export interface ClientPriceLine {
  unitPrice: number | null;
  /** Percentage off the base price. */
  discountRate: number | null;
}

/**
 * What a client named in a price list pays per unit (before tax) for a service whose price is
 * `basePrice`: the line's unit price, else the base price less the line's discount rate, rounded
 * to the currency. The one rule the shop, the cart, the checkout and the price list form read.
 */
export function clientUnitPrice(
  basePrice: number,
  line: ClientPriceLine,
  currency: string,
): number {
  if (line.unitPrice !== null) return line.unitPrice;
  const rate = line.discountRate ?? 0;
  return roundMoney((basePrice * (100 - rate)) / 100, currency);
}
