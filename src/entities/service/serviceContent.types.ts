/**
 * What a service offers, tab by tab (spec section 5; DECISIONS.md "Catalogue"): the content a
 * validation covers, read and sent alike. Node-safe: types and constants only.
 */
import type { FuelType, PricingType, ProductUnit, SaleMode, ShopCategory } from '@/entities/cart';
import type { PriceSlice } from '@/entities/quote';

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
