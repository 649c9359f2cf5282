import type { QuoteLine, QuoteLineStatus } from '../../../entities/quote/contract';

/**
 * What the seeded sellers sell at the trips' airports (their products, by id), until the
 * services issue brings the real catalogue: enough for quotes with realistic lines.
 */
export interface SeedProduct {
  id: number;
  /** The same product in the shop's catalogue (shop/seed.ts), so a cancelled quote's services
   * go back into the cart and through the checkout as the shop sells them. */
  catalogueId: number;
  sellerId: number;
  name: string;
  typology: string;
  unitPrice: number;
  vatRate: number;
}

// prettier-ignore
export const PRODUCTS: readonly SeedProduct[] = [
  { id: 201, catalogueId: 10206, sellerId: 2, name: 'Handling – business aviation terminal', typology: 'service', unitPrice: 850, vatRate: 20 },
  { id: 202, catalogueId: 10201, sellerId: 2, name: 'Jet A-1 into-plane (litre)', typology: 'fuel', unitPrice: 1.92, vatRate: 20 },
  { id: 203, catalogueId: 10203, sellerId: 2, name: 'Hangar night', typology: 'hangar', unitPrice: 1200, vatRate: 20 },
  { id: 204, catalogueId: 10204, sellerId: 2, name: 'Aircraft parking (24 h)', typology: 'parking', unitPrice: 320, vatRate: 20 },
  { id: 205, catalogueId: 10211, sellerId: 2, name: 'VIP lounge access', typology: 'service', unitPrice: 150, vatRate: 20 },
  { id: 301, catalogueId: 10301, sellerId: 3, name: 'Helicopter transfer Nice – Monaco', typology: 'helicopter', unitPrice: 1650, vatRate: 0 },
  { id: 501, catalogueId: 10501, sellerId: 5, name: 'Gourmet catering tray', typology: 'service', unitPrice: 95, vatRate: 10 },
  { id: 502, catalogueId: 10502, sellerId: 5, name: 'Champagne and canapés service', typology: 'service', unitPrice: 240, vatRate: 20 },
  { id: 601, catalogueId: 10602, sellerId: 6, name: 'Jet A-1 (litre)', typology: 'fuel', unitPrice: 1.78, vatRate: 20 },
  { id: 701, catalogueId: 10701, sellerId: 7, name: 'Heated hangar night', typology: 'hangar', unitPrice: 1450, vatRate: 8.1 },
  { id: 702, catalogueId: 10702, sellerId: 7, name: 'Apron parking (24 h)', typology: 'parking', unitPrice: 380, vatRate: 8.1 },
  { id: 801, catalogueId: 10801, sellerId: 8, name: 'Chauffeured limousine to Paris', typology: 'service', unitPrice: 290, vatRate: 10 },
  { id: 2001, catalogueId: 12001, sellerId: 20, name: 'Taxi Geneva Airport – city centre', typology: 'service', unitPrice: 95, vatRate: 8.1 },
];

const byId = new Map(PRODUCTS.map((product) => [product.id, product]));

export function productById(id: number): SeedProduct {
  const product = byId.get(id);
  if (!product) throw new Error(`No seeded product ${id}`);
  return product;
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A quote line with the spec's pricing fields worked out. */
export function quoteLine(
  id: number,
  productId: number,
  quantity: number,
  status: QuoteLineStatus,
  discountRate = 0,
): QuoteLine {
  const product = productById(productId);
  const totalExcludingTax = cents(product.unitPrice * quantity * (1 - discountRate / 100));
  return {
    id,
    productId: product.catalogueId,
    productName: product.name,
    typology: product.typology,
    quantity,
    status,
    unitPrice: product.unitPrice,
    discountRate,
    ecotax: 0,
    vatRate: product.vatRate,
    comment: null,
    totalExcludingTax,
    totalIncludingTax: cents(totalExcludingTax * (1 + product.vatRate / 100)),
    startAt: null,
    endAt: null,
  };
}
