/**
 * What a service offers, tab by tab (spec section 5; DECISIONS.md "Catalogue"): the content a
 * validation covers, read and sent alike. The shapes are the OpenAPI document's
 * (docs/api/openapi.yaml). Node-safe: types and constants only.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

/** A text in each language of the interface; the default language (en) is required. */
export type LocalizedText = Schemas['LocalizedText'];
export const SERVICE_LANGUAGES = ['en', 'fr'] as const satisfies readonly (keyof LocalizedText)[];
export const DEFAULT_SERVICE_LANGUAGE = 'en';

export type AttributeType = Schemas['AttributeType'];
export const ATTRIBUTE_TYPES = enumValues<AttributeType>()(['text', 'number', 'boolean', 'choice']);
/** The icon of a choice's value, from the app's set (drawn by the features that show them). */
export type AttributeIcon = Schemas['AttributeIcon'];
/** A choice attribute's value: stored in the services' values, labelled in each language. */
export type AttributeChoice = Schemas['AttributeChoice'];

/** An attribute a category gives its products (spec "Attribute"), in the call's language. */
export type ServiceAttributeDefinition = Schemas['ServiceAttributeDefinition'];
export type ServiceAttributeDefinitionPage = Schemas['ServiceAttributeDefinitionPage'];

export type ServiceCategory = Schemas['ServiceCategory'];
export type ServiceCategoryPage = Schemas['ServiceCategoryPage'];

/** A typed value of one of the categories' attributes (text, number or yes/no). */
export type ServiceAttributeValue = Schemas['ServiceAttributeValue'];
/** A free characteristic shown in the shop (up to 20). */
export type ServiceCharacteristic = Schemas['ServiceCharacteristic'];
export type ServiceInformation = Schemas['ServiceInformation'];

/** One price slice (the quote's pricing: `slicedUnitPrice` reads them). */
export type PriceSlice = Schemas['PriceSlice'];
/** An option of the pricing tab; its id is absent when added (the API numbers it). */
export type ServiceOption = Schemas['ServiceOption'];
export type ServicePricing = Schemas['ServicePricing'];
/** The pricing as read: plus the seller's currency (not sent). */
export type ServicePricingView = Schemas['ServicePricingView'];
export type ServiceAvailability = Schemas['ServiceAvailability'];

export type CapacityCount = Schemas['CapacityCount'];
export const CAPACITY_COUNTS = enumValues<CapacityCount>()(['slices', 'places']);

export type AreaUnit = Schemas['AreaUnit'];
export const AREA_UNITS = enumValues<AreaUnit>()(['m2', 'ft2']);

export type ServiceFootprint = Schemas['ServiceFootprint'];
/** Hangar, parking and outside ramps: hangars count slices, parkings places. */
export type ServiceCapacity = Schemas['ServiceCapacity'];

export type PackageContentLine = Schemas['PackageContentLine'];
/** Package and mandatory package (a mandatory package is added to every order at its airports). */
export type ServicePackages = Schemas['ServicePackages'];

/** What a validation covers: the content of every tab but the airports. */
export type ServiceContent = Schemas['ServiceContent'];
