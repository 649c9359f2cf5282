import type {
  ShopCategory,
  ShopProduct,
  ShopProvider,
  ProductTypology,
} from '../../../entities/cart/contract';
import { roundMoney, slicedUnitPrice } from '../../../entities/quote/contract';
import { db } from '../../db';
import type { OrganizationRecord } from '../organizations';
import { pricedFor } from '../price-lists';
import type { ShopCategoryRecord, ShopProductRecord, Texts } from './records';

export type Lang = keyof Texts;

/** The `lang` header's language (then Accept-Language), English by default. */
export function langOf(request: Request): Lang {
  const asked = request.headers.get('lang') ?? request.headers.get('Accept-Language') ?? '';
  return asked.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** What one unit of each currency is worth in euros (a fixed demo table). */
export const EUR_PER_UNIT: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 0.92,
  GBP: 1.17,
  CHF: 1.06,
};

export const CURRENCIES = Object.keys(EUR_PER_UNIT);

/** An amount of `from` in `to`, rounded to `to`'s minor unit. */
export function convert(amount: number, from: string, to: string): number {
  const source = EUR_PER_UNIT[from] ?? 1;
  const target = EUR_PER_UNIT[to] ?? 1;
  return roundMoney((amount * source) / target, to);
}

/** An active seller organization, or undefined. */
export function activeSeller(id: number): OrganizationRecord | undefined {
  return db.organizations.find(
    (org) => org.id === id && org.seller && org.organizationStatus === 'active',
  );
}

export function sellerCurrency(sellerId: number): string {
  return activeSeller(sellerId)?.currencyCode ?? 'EUR';
}

export function toCategory(record: ShopCategoryRecord, lang: Lang): ShopCategory {
  return { id: record.id, name: record.name[lang], slug: record.slug, parentId: record.parentId };
}

export function categoryOf(id: number | undefined, lang: Lang): ShopCategory | null {
  const record = db.shopCategories.find((category) => category.id === id);
  return record ? toCategory(record, lang) : null;
}

/** The product's categories, in its order. */
export function categoriesOfProduct(record: ShopProductRecord, lang: Lang): ShopCategory[] {
  return record.categoryIds.flatMap((id) => categoryOf(id, lang) ?? []);
}

/**
 * What the catalogue domain adds to a product's being on sale (its service active, visible and
 * available today): it registers its rule here, as the shop may not import it (the catalogue
 * writes the shop's products, so it depends on the shop).
 */
type ServiceGate = (product: ShopProductRecord) => boolean;
let serviceGate: ServiceGate = () => true;

export function setServiceGate(gate: ServiceGate): void {
  serviceGate = gate;
}

/**
 * The products on sale, the single gate: their seller active, their service on sale. Priced for
 * `buyerId` (the selected organization) when given: a client named in a seller's negotiated
 * rate gets its price list's prices (`pricedFor`), in the lists, the details, the cart's reads
 * and the checkout alike.
 */
export function onSale(buyerId?: number | null): ShopProductRecord[] {
  return db.shopProducts
    .filter((product) => activeSeller(product.sellerId) !== undefined && serviceGate(product))
    .map((product) => (buyerId == null ? product : pricedFor(product, buyerId)));
}

export function findProduct(
  id: number | null,
  buyerId?: number | null,
): ShopProductRecord | undefined {
  return id === null ? undefined : onSale(buyerId).find((product) => product.id === id);
}

/** A product's unit price (without options) in `currency`; null on quotation. */
export function unitPriceIn(product: ShopProductRecord, currency: string): number | null {
  return product.unitPrice === null
    ? null
    : convert(product.unitPrice, sellerCurrency(product.sellerId), currency);
}

/**
 * The lowest price per unit a buyer may pay (the providers' "from"): a product priced per slice
 * pays one of its slices' prices (its unit price is then unused), else its unit price; null on
 * quotation.
 */
export function lowestPriceIn(product: ShopProductRecord, currency: string): number | null {
  if (product.priceSlices.length === 0) return unitPriceIn(product, currency);
  const lowest = Math.min(...product.priceSlices.map((slice) => slice.unitPrice));
  return convert(lowest, sellerCurrency(product.sellerId), currency);
}

/** A sliced product's price per slice and night for `booked` slices (its price slices). */
export function slicePriceIn(
  product: ShopProductRecord,
  booked: number,
  currency: string,
): number | null {
  const price = slicedUnitPrice(product.unitPrice, product.priceSlices, booked);
  return price === null ? null : convert(price, sellerCurrency(product.sellerId), currency);
}

export function toProduct(record: ShopProductRecord, lang: Lang, currency: string): ShopProduct {
  const from = sellerCurrency(record.sellerId);
  const seller = activeSeller(record.sellerId);
  return {
    id: record.id,
    provider: { id: record.sellerId, name: seller?.commercialName ?? '' },
    airportId: record.airportId,
    name: record.name[lang],
    description: record.description[lang],
    typology: record.typology,
    category: categoryOf(record.categoryIds[0], lang),
    categories: categoriesOfProduct(record, lang),
    pricingType: record.pricingType,
    saleMode: record.saleMode,
    unit: record.unit,
    currency,
    unitPrice: unitPriceIn(record, currency),
    priceSlices: record.priceSlices.map((slice) => ({
      places: slice.places,
      unitPrice: convert(slice.unitPrice, from, currency),
    })),
    discountRate: record.discountRate,
    ecotax: convert(record.ecotax, from, currency),
    vatRate: record.vatRate,
    minQuantity: record.minQuantity,
    maxQuantity: record.maxQuantity,
    attributes: record.attributes.map((a) => ({ name: a.name[lang], value: a.value[lang] })),
    options: record.options.map((o) => ({
      id: o.id,
      name: o.name[lang],
      unitPrice: convert(o.unitPrice, from, currency),
    })),
    fuelType: record.fuelType,
    slices: record.slices
      ? { total: record.slices.total, sliceAreaM2: record.slices.sliceAreaM2 }
      : null,
    contents: record.contents.map((c) => ({ name: c.name[lang], quantity: c.quantity })),
  };
}

function uniqueCategories(products: readonly ShopProductRecord[], lang: Lang): ShopCategory[] {
  const ids = new Set(products.flatMap((product) => product.categoryIds));
  return db.shopCategories
    .filter((category) => ids.has(category.id))
    .map((category) => toCategory(category, lang));
}

/** The categories of some products (the providers' filter options), in catalogue order. */
export function categoriesOf(products: readonly ShopProductRecord[], lang: Lang): ShopCategory[] {
  return uniqueCategories(products, lang);
}

/** A category and its children (filtering by a parent finds its children's products). */
export function categoryFamily(id: number): Set<number> {
  const ids = new Set([id]);
  for (const category of db.shopCategories) {
    if (category.parentId === id) ids.add(category.id);
  }
  return ids;
}

export function mandatoryPackageOf(
  sellerId: number,
  airportId: number,
  buyerId?: number | null,
): ShopProductRecord | undefined {
  return onSale(buyerId).find(
    (product) =>
      product.sellerId === sellerId &&
      product.airportId === airportId &&
      product.typology === 'mandatory_package',
  );
}

export function toProvider(
  seller: OrganizationRecord,
  products: readonly ShopProductRecord[],
  lang: Lang,
  currency: string,
): ShopProvider {
  const typologies = [...new Set(products.map((product) => product.typology))].sort();
  const prices = products
    .map((product) => lowestPriceIn(product, currency))
    .filter((price): price is number => price !== null);
  return {
    id: seller.id,
    name: seller.commercialName,
    organizationTypology: seller.organizationTypology,
    city: seller.city,
    countryCode: seller.countryCode,
    typologies: typologies satisfies ProductTypology[],
    categories: uniqueCategories(products, lang),
    priceFrom: prices.length > 0 ? Math.min(...prices) : null,
    currency,
    productCount: products.length,
    hasMandatoryPackage: products.some((product) => product.typology === 'mandatory_package'),
  };
}
