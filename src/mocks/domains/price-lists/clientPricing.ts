import type { PriceListLine } from '../../../entities/price-list/contract';
import { clientUnitPrice, type PriceSlice } from '../../../entities/quote/contract';
import { normalizeVatNumber } from '../../../entities/organization/contract';
import { db } from '../../db';
import { awaitsValidation } from '../organizations';

/**
 * The line of the active price list a buyer organization gets from a seller for a service:
 * the buyer's VAT number is one of the seller's negotiated rates and that rate's price list is
 * active and names the service. Null otherwise (the public price applies). An organization an
 * operator has not validated (a new registration, a changed VAT number) gets none: its VAT
 * number is not yet known to be its own (DECISIONS.md "Catalogue").
 */
export function negotiatedLine(
  buyerOrganizationId: number | null | undefined,
  sellerId: number,
  serviceId: number,
): PriceListLine | null {
  const buyer = db.organizations.find((o) => o.id === buyerOrganizationId);
  if (!buyer?.vatNumber || awaitsValidation(buyer.id)) return null;
  // Both sides in the one spelling (lib/validation/vatNumber), whatever was stored.
  const vat = normalizeVatNumber(buyer.vatNumber);
  const rate = db.negotiatedRates.find(
    (r) => r.sellerId === sellerId && normalizeVatNumber(r.intracommunityVatNumber) === vat,
  );
  if (!rate) return null;
  const list = db.priceLists.find((p) => p.negotiatedRateId === rate.id && p.status === 'active');
  return list?.lines.find((line) => line.serviceId === serviceId) ?? null;
}

/** What the shop prices from: the product's seller, service, public prices and discount. */
export interface PricedProduct {
  serviceId: number;
  sellerId: number;
  unitPrice: number | null;
  priceSlices: PriceSlice[];
  discountRate: number;
}

/**
 * The product as this buyer pays it: with a negotiated line, its unit price is the client's
 * (`clientUnitPrice`) and the public discount no longer applies (the negotiated price is the
 * net price); a product on quotation stays so. The shop's lists, details, cart and checkout
 * read products through this, so what the buyer saw is what is charged.
 */
export function pricedFor<P extends PricedProduct>(
  product: P,
  buyerOrganizationId: number | null | undefined,
): P {
  if (product.unitPrice === null && product.priceSlices.length === 0) return product;
  const line = negotiatedLine(buyerOrganizationId, product.sellerId, product.serviceId);
  if (!line) return product;
  const currency = db.organizations.find((o) => o.id === product.sellerId)?.currencyCode ?? 'EUR';
  if (line.unitPrice !== null) {
    // The client's price whatever the number of slices.
    return { ...product, unitPrice: line.unitPrice, priceSlices: [], discountRate: 0 };
  }
  const price = (base: number) => clientUnitPrice(base, line, currency);
  return {
    ...product,
    unitPrice: product.unitPrice === null ? null : price(product.unitPrice),
    priceSlices: product.priceSlices.map((slice) => ({
      ...slice,
      unitPrice: price(slice.unitPrice),
    })),
    discountRate: 0,
  };
}
