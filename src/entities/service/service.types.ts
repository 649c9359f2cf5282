/**
 * Contract of the seller's catalogue (spec sections 3 "Pricing fields", 4 "Product and Service
 * states", 5, 7, 8, 9; DECISIONS.md "Catalogue"): a service is the seller's offer of one product
 * typology, on sale at each of its airports once an operator validated it. Node-safe: types and
 * constants only (the demo API imports this entry).
 *
 * Seller calls (SERVICE_* rights, the seller organization selected; another organization's
 * service is 404):
 *   GET    api/product            list: ServiceListQuery -> ServicePage
 *   GET    api/product/{id}       Service
 *   POST   api/product            ServicePayload -> Service (201), awaiting validation
 *   PATCH  api/product/{id}       ServiceUpdate (one tab's fields at a time) -> Service
 *   DELETE api/product/{id}       204 (its products leave the shop)
 * Operator calls (OPERATOR_SERVICE_VIEW / OPERATOR_SERVICE_EDIT, an operator organization):
 *   GET    api/operator/product            OperatorServiceListQuery -> ServicePage (awaiting first)
 *   GET    api/operator/product/{id}       Service
 *   GET    api/operator/product-filters    -> OperatorServiceFilterOptions (the filters' choices)
 *   PATCH  api/product/{id}/validate       -> Service (publishes one shop product per airport)
 *   PATCH  api/product/{id}/refuse         { reason } -> Service (the seller sees the reason)
 * Reads for the forms (any signed-in user):
 *   GET    api/category                    -> ServiceCategoryPage (the shop's category tree)
 *   GET    api/attribute?categoryIds[]=    -> ServiceAttributeDefinitionPage
 *
 * Money is in the seller organization's currency (`currency`, read-only); areas are as entered
 * with their unit (`footprint.unit`); dates are `YYYY-MM-DD`.
 */
import type { FuelType, PricingType, ProductUnit, SaleMode, ShopCategory } from '@/entities/cart';
import type { PriceSlice } from '@/entities/quote';
import type { Place } from './place.types';
import { SERVICE_TABS, type ServiceTab, type ServiceTypology } from './slugs';

export * from './slugs';

/** Typologies with a capacity tab (sold by the slice or the place). */
export const CAPACITY_TYPOLOGIES: readonly ServiceTypology[] = [
  'hangar',
  'parking',
  'outside_ramps',
];
/** Typologies with a packages tab (what the package contains). */
export const PACKAGE_TYPOLOGIES: readonly ServiceTypology[] = ['package', 'mandatory_package'];

/** The tabs a typology has, in order. */
export function serviceTabsOf(typology: ServiceTypology): ServiceTab[] {
  return SERVICE_TABS.filter(
    (tab) =>
      (tab !== 'capacity' || CAPACITY_TYPOLOGIES.includes(typology)) &&
      (tab !== 'packages' || PACKAGE_TYPOLOGIES.includes(typology)),
  );
}

/**
 * Whether a service's URL names it rightly: its own typology, and a tab that typology has (or
 * none: the first tab opens). Anything else is "no item for this slug" (spec section 8).
 */
export function slugsFit(
  typology: ServiceTypology,
  slugs: { typology?: string; tab?: string },
): boolean {
  if (slugs.typology !== typology) return false;
  return slugs.tab === undefined || serviceTabsOf(typology).some((tab) => tab === slugs.tab);
}

/** Tabs whose change needs an operator's validation again. */
export const VALIDATED_TABS: readonly ServiceTab[] = ['information', 'pricing'];

export const SERVICE_STATUSES = ['active', 'inactive'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const VALIDATION_STATES = ['awaiting_validation', 'validated', 'refused'] as const;
export type ValidationState = (typeof VALIDATION_STATES)[number];

/** Why a service is not (or not entirely) on sale, in the order the seller should act. */
export const NOT_ON_SALE_REASONS = [
  /** Never validated yet: an operator must validate it. */
  'awaiting_validation',
  /** Refused and never validated: see `refusalReason`. */
  'refused',
  'inactive',
  'hidden',
  'no_airport',
  /** Its availability ended (`availableTo` before today). */
  'availability_ended',
  /** Its availability starts after today. */
  'availability_not_started',
  /** The seller organization is not active. */
  'seller_inactive',
] as const;
export type NotOnSaleReason = (typeof NOT_ON_SALE_REASONS)[number];

/** Limits the API enforces (400 beyond them). */
export const SERVICE_LIMITS = {
  characteristics: 20,
  nameLength: 120,
  descriptionLength: 2000,
  characteristicLength: 120,
  attributeTextLength: 120,
  optionNameLength: 120,
  options: 20,
  priceSlices: 20,
  packageContents: 30,
  refusalReasonLength: 1000,
  /** Amounts and quantities. */
  maxAmount: 1_000_000,
  maxQuantity: 1_000_000,
  maxSlices: 1000,
  maxArea: 100_000,
} as const;

/** A text in each language of the interface; the default language (en) is required. */
export interface LocalizedText {
  en: string;
  fr: string;
}
export const SERVICE_LANGUAGES = ['en', 'fr'] as const;
export const DEFAULT_SERVICE_LANGUAGE = 'en';

export const ATTRIBUTE_TYPES = ['text', 'number', 'boolean'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** An attribute a category gives its products (spec "Attribute"), in the call's language. */
export interface ServiceAttributeDefinition {
  id: number;
  name: string;
  type: AttributeType;
  /** A number's unit as shown (`kg`, `min`); null otherwise. */
  unit: string | null;
  required: boolean;
  categoryIds: number[];
}

export interface ServiceAttributeDefinitionPage {
  attributes: ServiceAttributeDefinition[];
  totalItems: number;
}

export type ServiceCategory = ShopCategory;
export interface ServiceCategoryPage {
  categories: ServiceCategory[];
  totalItems: number;
}

/** A typed value of one of the categories' attributes (text, number or yes/no). */
export interface ServiceAttributeValue {
  attributeId: number;
  value: string | number | boolean;
}

/** A free characteristic shown in the shop (up to 20). */
export interface ServiceCharacteristic {
  name: LocalizedText;
  value: LocalizedText;
}

export interface ServiceInformation {
  name: LocalizedText;
  description: LocalizedText;
  /** At least one. */
  categoryIds: number[];
  attributes: ServiceAttributeValue[];
  characteristics: ServiceCharacteristic[];
}

/** One price slice (the quote's pricing: `slicedUnitPrice` reads them). */
export type { PriceSlice };

export interface ServiceOption {
  /** Absent when added: the API numbers it. */
  id?: number;
  name: LocalizedText;
  unitPrice: number;
}

export interface ServicePricing {
  pricingType: PricingType;
  /** unit_price: the price per unit; null on quotation without an indicative price. */
  unitPrice: number | null;
  /** price_per_slice: places not above the previous slice's; empty for unit_price. */
  priceSlices: PriceSlice[];
  unit: ProductUnit;
  /** Percentage rule: 0-100, up to 2 decimals. */
  vatRate: number;
  /** decimalOrInt: 0 or more, up to 4 decimals, per unit. */
  ecotax: number;
  /** decimalOrInt, 0-100. */
  discountRate: number;
  minQuantity: number;
  /** Null: no maximum. At least minQuantity. */
  maxQuantity: number | null;
  saleMode: SaleMode;
  options: ServiceOption[];
  /** Fuel only. */
  fuelType: FuelType | null;
}

/** The pricing as read: plus the seller's currency (not sent). */
export interface ServicePricingView extends ServicePricing {
  currency: string;
}

export interface ServiceAvailability {
  /** `YYYY-MM-DD`; null: from now on. */
  availableFrom: string | null;
  /** `YYYY-MM-DD`, not before availableFrom ("inconsistent date"); null: no end. */
  availableTo: string | null;
}

export const CAPACITY_COUNTS = ['slices', 'places'] as const;
export type CapacityCount = (typeof CAPACITY_COUNTS)[number];

export const AREA_UNITS = ['m2', 'ft2'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

export interface ServiceFootprint {
  /** The smallest and largest aircraft footprint taken, min ≤ max. */
  min: number;
  max: number;
  unit: AreaUnit;
}

/** Hangar, parking and outside ramps. */
export interface ServiceCapacity {
  /** Hangars count slices, parkings places. */
  count: CapacityCount;
  /** How many slices or places. */
  total: number;
  /** The floor area of one slice, m². */
  sliceAreaM2: number;
  footprint: ServiceFootprint | null;
}

export interface PackageContentLine {
  name: LocalizedText;
  quantity: number;
}

/** Package and mandatory package (a mandatory package is added to every order at its airports). */
export interface ServicePackages {
  contents: PackageContentLine[];
}

/** What a validation covers: the content of every tab but the airports. */
export interface ServiceContent {
  information: ServiceInformation;
  pricing: ServicePricingView;
  availability: ServiceAvailability;
  capacity: ServiceCapacity | null;
  packages: ServicePackages | null;
}

/** GET api/product/{id} and api/operator/product/{id}. */
export interface Service extends ServiceContent {
  id: number;
  seller: { id: number; name: string };
  typology: ServiceTypology;
  tabs: ServiceTab[];
  status: ServiceStatus;
  visible: boolean;
  validationState: ValidationState;
  /** The operator's reason when refused; null otherwise. */
  refusalReason: string | null;
  airportIds: number[];
  /**
   * Helicopter only (the airports tab): where it picks up and drops passengers, chosen from the
   * places directory; empty for the other typologies. Applies at once, like the airports.
   */
  takingChargeAddresses: Place[];
  /** True when at least one of its products is in the shop. */
  onSale: boolean;
  /** Empty when on sale everywhere it should be. */
  notOnSaleReasons: NotOnSaleReason[];
  /**
   * While a change awaits validation (or was refused), the version still on sale; the tabs above
   * show the change. Null otherwise.
   */
  onSaleVersion: ServiceContent | null;
  /** Ids of its products in the shop, one per airport (stable per service and airport). */
  productIds: number[];
  createdAt: string;
  updatedAt: string;
}

/** One row of the lists, in the call's language. */
export interface ServiceSummary {
  id: number;
  seller: { id: number; name: string };
  typology: ServiceTypology;
  name: string;
  categoryIds: number[];
  airportIds: number[];
  status: ServiceStatus;
  visible: boolean;
  validationState: ValidationState;
  /** A change of a validated service awaits validation. */
  pendingChange: boolean;
  onSale: boolean;
  notOnSaleReasons: NotOnSaleReason[];
  pricingType: PricingType;
  /** unit_price: the unit price; price_per_slice: the first slice's; null on quotation. */
  price: number | null;
  unit: ProductUnit;
  currency: string;
  updatedAt: string;
}

/** The list answer: the API's page shape. */
export interface ServicePage {
  products: ServiceSummary[];
  totalItems: number;
}

/** GET api/product's query (besides page and numberOfItemsPerPage). */
export interface ServiceListFilters {
  typology?: ServiceTypology;
  airportId?: number;
  status?: ServiceStatus;
  validationState?: ValidationState;
  /** Matches the name in either language. */
  searchQuery?: string;
}

/** GET api/operator/product's query: plus the seller; awaiting validation first. */
export interface OperatorServiceListFilters extends ServiceListFilters {
  sellerId?: number;
}

/**
 * GET api/operator/product-filters (OPERATOR_SERVICE_VIEW), like api/trip-filters: what the
 * operator's list can be filtered by, whatever page is shown.
 */
export interface OperatorServiceFilterOptions {
  /** Every seller organization with at least one service, by name. */
  sellers: { id: number; name: string }[];
  /** Every airport a service is sold (or to be sold) at, by ICAO code. */
  airports: { id: number; icao: string; name: string }[];
}

/** POST api/product: every tab the typology has (capacity and packages null otherwise). */
export interface ServicePayload {
  typology: ServiceTypology;
  status: ServiceStatus;
  visible: boolean;
  information: ServiceInformation;
  pricing: ServicePricing;
  availability: ServiceAvailability;
  capacity: ServiceCapacity | null;
  /** At least one, among the organization's airports ("an airport is required"). */
  airportIds: number[];
  packages: ServicePackages | null;
  /**
   * Helicopter only: ids from GET api/place, each precise enough (a heliport, helipad, premise
   * or street address; `validator.service.place_imprecise` otherwise). Ignored for the others.
   */
  takingChargePlaceIds?: number[];
}

/**
 * PATCH api/product/{id}: one tab's fields at a time (or status / visible). Information and
 * pricing go back to awaiting validation; the others apply at once, to the version on sale too.
 */
export type ServiceUpdate = Partial<Omit<ServicePayload, 'typology'>>;

/** PATCH api/product/{id}/refuse. */
export interface ServiceRefusal {
  reason: string;
}
