/**
 * Contract of the shop (spec sections 2 "Shop", 3 "Pricing fields", 4 "Payment intent", 7
 * "Payments", "Quote validate", "Hangar", "Category", 9 "Product typologies", "Pricing types",
 * "Fuel units", "Payment terms", "SEPA"): the sellers serving an event's airport, their products
 * and prices, hangar slices and helicopter transfer offers. The checkout that turns a cart into
 * quotation requests and orders is `checkout.types.ts`. Type-only.
 *
 * Money: every amount is in `currency`, the currency the call asked for (`currency` query or
 * body value, the buyer's selected currency); the API converts from the seller's own currency
 * and rounds to the currency's minor unit. Quantities and figures are metric (litres, m², kg):
 * the front converts for display only (DECISIONS.md "Units and money").
 *
 * Every call needs TRIP_VIEW and the trip's organization selected (a trip of another
 * organization is 404), except where a call says otherwise. Generated from docs/api/openapi.yaml
 * (tag `shop`), where each call is described.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumList } from '../../lib/api/enumList';

export type ProductTypology = Schemas['ProductTypology'];
export const PRODUCT_TYPOLOGIES = enumList<ProductTypology>()([
  'fuel',
  'hangar',
  'helicopter',
  'mandatory_package',
  'outside_ramps',
  'package',
  'parking',
  'service',
]);

/** Products sold by the slice of a hangar, a parking or an outside ramp. */
export const SLICED_TYPOLOGIES = [
  'hangar',
  'parking',
  'outside_ramps',
] as const satisfies readonly ProductTypology[];

export type PricingType = Schemas['PricingType'];
export const PRICING_TYPES = enumList<PricingType>()(['unit_price', 'price_per_slice']);

/** Spec section 9: Biojet, fuel, Kerosene. */
export type FuelType = Schemas['ProductFuelType'];
export const FUEL_TYPES = enumList<FuelType>()(['biojet', 'fuel', 'kerosene']);

/** Direct: ordered at its price. Quotation: a quotation request the seller prices. */
export type SaleMode = Schemas['SaleMode'];
export const SALE_MODES = enumList<SaleMode>()(['direct', 'quotation']);

/** What one unit of quantity is (the label next to the quantity). */
export type ProductUnit = Schemas['ProductUnit'];
export const PRODUCT_UNITS = enumList<ProductUnit>()([
  'unit',
  'person',
  'hour',
  'litre',
  'slice_night',
  'trip',
]);

/** A category of the catalogue (api/category), as the shop filters by it. */
export type ShopCategory = Schemas['ShopCategory'];
export type ProductOption = Schemas['ProductOption'];
export type ProductAttribute = Schemas['ProductAttribute'];
/** A line of a package or a mandatory package. */
export type PackageContent = Schemas['PackageContent'];
/** A product on sale at an airport. */
export type ShopProduct = Schemas['ShopProduct'];
/** A seller serving the airport, as the providers list shows it. */
export type ShopProvider = Schemas['ShopProvider'];

/** GET api/shop/providers' query: the sellers serving the event's airport. */
export interface ShopProvidersQuery {
  tripId: number;
  eventId: number;
  airportId: number;
  currency: string;
  categoryId?: number;
  typology?: ProductTypology;
  /** Matches the seller's name. */
  search?: string;
  /** A filterable attribute's value, `<inputName>:<value>` (issue 31). */
  'attribute[]'?: string;
  page?: number;
  numberOfItemsPerPage?: number;
}

export type ShopProvidersPage = Schemas['ShopProvidersPage'];
export type ShopProviderDetails = Schemas['ShopProviderDetails'];
export type ShopProductDetails = ShopProduct;

/** GET api/shop/hangar/{productId}/availability's query. */
export interface HangarAvailabilityQuery {
  tripId: number;
  eventId: number;
  /** Local wall time at the airport, `Y-m-dTH:i`. */
  startAt: string;
  endAt: string;
  currency: string;
}

export type HangarNight = Schemas['HangarNight'];
export type HangarAvailability = Schemas['HangarAvailability'];

/** GET api/shop/fuel: fuel offers at the airport. */
export type FuelOffers = ShopProduct[];

/**
 * A helicopter transfer offer (the helicopter shop): a helicopter service on sale at the event's
 * airport (its id is the product's), priced like any product for the buyer.
 */
export type HelicopterOffer = Schemas['HelicopterOffer'];

export type HelicopterTransferType = Schemas['HelicopterTransferType'];
export const HELICOPTER_TRANSFER_TYPES = enumList<HelicopterTransferType>()(['private', 'shared']);

/** A destination a helicopter operator flies to from the event's airport (a place). */
export type HelicopterDestination = Schemas['HelicopterDestination'];
export type HelicopterOperator = Schemas['HelicopterOperator'];
export type HelicopterOffersPage = Schemas['HelicopterOffersPage'];
