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
 * organization is 404), except where a call says otherwise.
 */
import type { PriceSlice, ShopCancellationPolicy } from '@/entities/quote';
import type { Ref } from '@/entities/trip';

export const PRODUCT_TYPOLOGIES = [
  'fuel',
  'hangar',
  'helicopter',
  'mandatory_package',
  'outside_ramps',
  'package',
  'parking',
  'service',
] as const;
export type ProductTypology = (typeof PRODUCT_TYPOLOGIES)[number];

/** Products sold by the slice of a hangar, a parking or an outside ramp. */
export const SLICED_TYPOLOGIES = ['hangar', 'parking', 'outside_ramps'] as const;

export const PRICING_TYPES = ['unit_price', 'price_per_slice'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

/** Spec section 9: Biojet, fuel, Kerosene. */
export const FUEL_TYPES = ['biojet', 'fuel', 'kerosene'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Direct: ordered at its price. Quotation: a quotation request the seller prices. */
export const SALE_MODES = ['direct', 'quotation'] as const;
export type SaleMode = (typeof SALE_MODES)[number];

/** What one unit of quantity is (the label next to the quantity). */
export const PRODUCT_UNITS = ['unit', 'person', 'hour', 'litre', 'slice_night', 'trip'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** A category of the catalogue (api/category), as the shop filters by it. */
export interface ShopCategory {
  id: number;
  /** In the call's language. */
  name: string;
  slug: string;
  parentId: number | null;
}

export interface ProductOption {
  id: number;
  name: string;
  /** Added to the unit price when chosen. */
  unitPrice: number;
}

export interface ProductAttribute {
  name: string;
  value: string;
}

/** A line of a package or a mandatory package. */
export interface PackageContent {
  name: string;
  quantity: number;
}

/** A product on sale at an airport. */
export interface ShopProduct {
  id: number;
  provider: Ref;
  airportId: number;
  name: string;
  description: string;
  typology: ProductTypology;
  /** Its first category (null when none is known). */
  category: ShopCategory | null;
  /** Every category it is listed under (at least one), the first being `category`. */
  categories: ShopCategory[];
  pricingType: PricingType;
  saleMode: SaleMode;
  unit: ProductUnit;
  currency: string;
  /** Null for a product sold on quotation request without an indicative price. */
  unitPrice: number | null;
  /**
   * price_per_slice: n slices pay the price of the slice with the smallest `places` ≥ n
   * (`slicedUnitPrice`); empty when `unitPrice` is the price whatever the slices.
   */
  priceSlices: PriceSlice[];
  discountRate: number;
  ecotax: number;
  vatRate: number;
  minQuantity: number;
  maxQuantity: number | null;
  attributes: ProductAttribute[];
  options: ProductOption[];
  /** Fuel only: the fuel type; `unitPrice` is per litre. */
  fuelType: FuelType | null;
  /** Hangar, parking, outside ramp: the place's slices (a slice is `sliceAreaM2` of floor). */
  slices: { total: number; sliceAreaM2: number } | null;
  /** Package and mandatory package: what it contains. */
  contents: PackageContent[];
}

/** A seller serving the airport, as the providers list shows it. */
export interface ShopProvider {
  id: number;
  name: string;
  /** The organization's typology (fixed_base_operator, fuel, catering...). */
  organizationTypology: string;
  city: string;
  countryCode: string;
  /** The product typologies it sells at this airport. */
  typologies: ProductTypology[];
  categories: ShopCategory[];
  /** Its cheapest priced product here, in the call's currency; null when all are on quotation. */
  priceFrom: number | null;
  currency: string;
  productCount: number;
  /** True when a mandatory package applies to every order from this seller here. */
  hasMandatoryPackage: boolean;
}

/** GET api/shop/providers: the sellers serving the event's airport. */
export interface ShopProvidersQuery {
  tripId: number;
  eventId: number;
  airportId: number;
  currency: string;
  categoryId?: number;
  typology?: ProductTypology;
  /** Matches the seller's name. */
  search?: string;
  page?: number;
  numberOfItemsPerPage?: number;
}

export interface ShopProvidersPage {
  providers: ShopProvider[];
  totalItems: number;
  /** Every category with a product at this airport (the filter's options). */
  categories: ShopCategory[];
}

/** GET api/shop/providers/{id}?airportId&currency: presentation, services, cancellation policy. */
export interface ShopProviderDetails {
  id: number;
  name: string;
  organizationTypology: string;
  city: string;
  countryCode: string;
  /** In the call's language; plain text. */
  presentation: string;
  webSiteUrl: string | null;
  phone: string | null;
  email: string | null;
  /** The airports it serves (its products' airports). */
  airports: { id: number; icao: string; name: string }[];
  /** Its products at `airportId`, or at every airport without it. */
  products: ShopProduct[];
  cancellationPolicy: ShopCancellationPolicy | null;
}

/** GET api/shop/products/{id}?tripId&eventId&currency. */
export type ShopProductDetails = ShopProduct;

/** GET api/shop/hangar/{productId}/availability?tripId&eventId&startAt&endAt&currency. */
export interface HangarAvailabilityQuery {
  tripId: number;
  eventId: number;
  /** Local wall time at the airport, `Y-m-dTH:i`. */
  startAt: string;
  endAt: string;
  currency: string;
}

export interface HangarNight {
  /** `YYYY-MM-DD`, the night starting that day. */
  date: string;
  freeSlices: number;
  /** True when `freeSlices` >= the slices the aircraft needs. */
  available: boolean;
}

export interface HangarAvailability {
  productId: number;
  /** The trip's aircraft and its footprint (wingspan × length, m²); null without an aircraft. */
  aircraft: { name: string; registration: string; footprintM2: number } | null;
  sliceAreaM2: number;
  totalSlices: number;
  /** ceil(footprint / slice area), at least 1. */
  slicesNeeded: number;
  nights: HangarNight[];
  /** Every night available. */
  available: boolean;
  pricePerSlice: number;
  currency: string;
  /** slicesNeeded × nights: the line's quantity. */
  quantity: number;
}

/** GET api/shop/fuel?tripId&eventId&airportId&currency: fuel offers at the airport. */
export type FuelOffers = ShopProduct[];

/**
 * A helicopter transfer offer (the helicopter shop): a helicopter service on sale at the event's
 * airport (its id is the product's), priced like any product for the buyer (its price list
 * through a negotiated rate), flying to the chosen destination.
 */
export interface HelicopterOffer {
  id: number;
  provider: Ref;
  /** E.g. `Airbus H130`. */
  helicopterModel: string;
  registration: string;
  /** Private (the whole helicopter) or shared (seats on a scheduled shuttle). */
  type: HelicopterTransferType;
  seats: number;
  luggageKg: number;
  durationMinutes: number;
  /** ISO UTC. */
  departureAt: string;
  /** For the step's passengers, in the call's currency: per flight (private) or per seat (shared). */
  unitPrice: number;
  quantity: number;
  /** The product's, as the order's line carries them (linePrice reads the four). */
  discountRate: number;
  ecotax: number;
  vatRate: number;
  currency: string;
  /** Whether it carries the step's passengers and luggage. */
  fits: boolean;
}

export const HELICOPTER_TRANSFER_TYPES = ['private', 'shared'] as const;
export type HelicopterTransferType = (typeof HELICOPTER_TRANSFER_TYPES)[number];

/**
 * A destination a helicopter operator flies to from the event's airport: a taking-charge address
 * of its helicopter services (a place of GET api/place).
 */
export interface HelicopterDestination {
  /** The place's id. */
  id: number;
  /** E.g. `Monaco Heliport`. */
  name: string;
  /** E.g. `Avenue des Ligures, 98000 Monaco`. */
  formattedAddress: string;
}

/** GET api/shop/helicopters?tripId&stepId&eventId&currency: operators and their destinations. */
export interface HelicopterOperator {
  provider: Ref;
  destinations: HelicopterDestination[];
  types: HelicopterTransferType[];
  priceFrom: number | null;
  currency: string;
}

/** GET api/shop/helicopter-offers?tripId&stepId&eventId&organizationId&destinationId&type&currency. */
export interface HelicopterOffersPage {
  /** The step's passengers and luggage the offer must carry. */
  passengers: number;
  luggageKg: number;
  destination: HelicopterDestination;
  offers: HelicopterOffer[];
}
