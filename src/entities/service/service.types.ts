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
 *   PATCH  api/product/{id}/validate       ServiceDecision -> Service (publishes one shop
 *                                          product per airport)
 *   PATCH  api/product/{id}/refuse         ServiceRefusal -> Service (the seller sees the reason)
 *   Both name the version the operator saw (`updatedAt`): missing, 400 `validator.required`;
 *   another one, 409 `errors.product.changed` (the screen reloads and shows the change).
 * Reads for the forms (any signed-in user):
 *   GET    api/category                    -> ServiceCategoryPage (the shop's category tree)
 *   GET    api/attribute?categoryIds[]=    -> ServiceAttributeDefinitionPage
 *
 * Money is in the seller organization's currency (`currency`, read-only); areas are as entered
 * with their unit (`footprint.unit`); dates are `YYYY-MM-DD`.
 */
import type { PricingType, ProductUnit } from '@/entities/cart';
import type { Place } from './place.types';
import type {
  ServiceAvailability,
  ServiceCapacity,
  ServiceContent,
  ServiceInformation,
  ServicePackages,
  ServicePricing,
} from './serviceContent.types';
import { SERVICE_TABS, type ServiceTab, type ServiceTypology } from './slugs';

export * from './slugs';
export * from './serviceContent.types';

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

/**
 * Tabs whose change needs an operator's validation again: what a buyer gets or pays (pricing
 * holds the unit and the VAT). The others apply at once: they can only withdraw offers (status,
 * visibility, availability, airports) or let a buyer pick where a helicopter picks them up.
 */
export const VALIDATED_TABS: readonly ServiceTab[] = [
  'information',
  'pricing',
  'capacity',
  'packages',
];

/** Whether saving this tab sends the service back to an operator. */
export function needsValidation(tab: ServiceTab): boolean {
  return VALIDATED_TABS.includes(tab);
}

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
  /** Its version: raised by every change, named by an operator's decision (ServiceDecision). */
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
 * PATCH api/product/{id}: one tab's fields at a time (or status / visible). The VALIDATED_TABS go
 * back to awaiting validation (the version on sale stays in the shop until then; sending back
 * exactly that version withdraws the change); the others apply at once, to the version on sale
 * too.
 */
export type ServiceUpdate = Partial<Omit<ServicePayload, 'typology'>>;

/** PATCH api/product/{id}/validate: the version (`Service.updatedAt`) the operator saw. */
export interface ServiceDecision {
  updatedAt: string;
}

/** PATCH api/product/{id}/refuse. */
export interface ServiceRefusal extends ServiceDecision {
  reason: string;
}
