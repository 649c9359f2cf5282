/**
 * The seller's catalogue (spec sections 3 "Pricing fields", 4 "Product and Service states", 5, 7,
 * 8, 9; DECISIONS.md "Catalogue"): a service is the seller's offer of one product typology, on
 * sale at each of its airports once an operator validated it. Its shapes are the OpenAPI
 * document's (docs/api/openapi.yaml, region catalogue), which describes the seller's calls
 * (api/product), the operator's validation (api/operator/product, validate, refuse) and the
 * forms' reads (api/category, api/attribute), with their rights and errors. Node-safe: types,
 * constants and pure rules only (the demo API imports this entry).
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';
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

/** Typologies with a transfer tab (the aircraft and flight a helicopter service sells). */
export const TRANSFER_TYPOLOGIES: readonly ServiceTypology[] = ['helicopter'];

/** The tabs a typology has, in order. */
export function serviceTabsOf(typology: ServiceTypology): ServiceTab[] {
  return SERVICE_TABS.filter(
    (tab) =>
      (tab !== 'capacity' || CAPACITY_TYPOLOGIES.includes(typology)) &&
      (tab !== 'transfer' || TRANSFER_TYPOLOGIES.includes(typology)) &&
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
  'transfer',
  'packages',
];

/** Whether saving this tab sends the service back to an operator. */
export function needsValidation(tab: ServiceTab): boolean {
  return VALIDATED_TABS.includes(tab);
}

export type ServiceStatus = Schemas['ServiceStatus'];
export const SERVICE_STATUSES = enumValues<ServiceStatus>()(['active', 'inactive']);

export type ValidationState = Schemas['ValidationState'];
export const VALIDATION_STATES = enumValues<ValidationState>()([
  'awaiting_validation',
  'validated',
  'refused',
]);

/** Why a service is not (or not entirely) on sale, in the order the seller should act. */
export type NotOnSaleReason = Schemas['NotOnSaleReason'];
export const NOT_ON_SALE_REASONS = enumValues<NotOnSaleReason>()([
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
  /** A helicopter service whose version on sale names no aircraft and flight (its transfer tab). */
  'no_transfer',
]);

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

/** GET api/product/{id} and api/operator/product/{id}: the current content, tab by tab. */
export type Service = Schemas['Service'];
/** One row of the lists, in the call's language. */
export type ServiceSummary = Schemas['ServiceSummary'];
export type ServicePage = Schemas['ServicePage'];
/** GET api/operator/product-filters: what the operator's list can be filtered by. */
export type OperatorServiceFilterOptions = Schemas['OperatorServiceFilterOptions'];
/** POST api/product: every tab the typology has (capacity and packages null otherwise). */
export type ServicePayload = Schemas['ServicePayload'];
/** PATCH api/product/{id}: one tab's fields at a time (or status / visible). */
export type ServiceUpdate = Schemas['ServiceUpdate'];
/** A helicopter service's transfer tab as written (aircraft by id, seats, luggage, duration, type). */
export type ServiceTransfer = Schemas['ServiceTransfer'];
/** The transfer tab as read: plus the helicopter's model and registration. */
export type ServiceTransferView = Schemas['ServiceTransferView'];
/** PATCH api/product/{id}/validate: the version (`Service.updatedAt`) the operator saw. */
export type ServiceDecision = Schemas['ServiceDecision'];
/** PATCH api/product/{id}/refuse. */
export type ServiceRefusal = Schemas['ServiceRefusal'];
