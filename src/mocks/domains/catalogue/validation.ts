/**
 * The catalogue's bodies (service.types: ServicePayload, ServiceUpdate), tab by tab, into the
 * product's content fields, with every rule of spec section 5 and DECISIONS "Catalogue": every
 * text and number bounded, at least one category, the default-language name, slices whose places
 * are not above the previous one's, min ≤ max, footprint min ≤ max, ≤ 20 characteristics, the
 * percentage and decimalOrInt rules, an airport among the organization's.
 */
import {
  AREA_UNITS,
  CAPACITY_COUNTS,
  CAPACITY_TYPOLOGIES,
  PACKAGE_TYPOLOGIES,
  SERVICE_LIMITS as LIMIT,
  SERVICE_STATUSES,
  type ServiceStatus,
  type ServiceTypology,
} from '../../../entities/service/contract';
import { VALIDATOR, addError, isJsonObject, type JsonObject } from '../../api';
import { db } from '../../db';
import type { ProductContent } from '../shop';
import { TAKING_CHARGE_FIELD, readTakingCharge } from './takingCharge';
import { TRANSFER_FIELD, readTransfer } from './transferTab';
import { AMOUNT, readPricing, type PricingValues } from './pricingTab';
import {
  booleanAt,
  dateAt,
  idsAt,
  listAt,
  numberAt,
  objectAt,
  oneOfAt,
  textAt,
  textsAt,
  type Errors,
} from './fields';

export { MIN_MAX, SLICE_PLACES_ORDER } from './pricingTab';
export const CATEGORY_REQUIRED = 'validator.service.category_required';
export const FOOTPRINT_RANGE = 'validator.service.footprint_range';
export const AIRPORT_REQUIRED = 'errors.airport_required';
export const INCONSISTENT_DATE = 'errors.inconsistent_date';
/** A seller has one mandatory package per airport: the one the checkout requires there. */
export const MANDATORY_PACKAGE_EXISTS = 'errors.mandatory_package_already_exists';
export const ATTRIBUTE_NOT_FOUND = 'errors.attribute_not_found';

type Content = ProductContent;
export type InformationValues = Pick<
  Content,
  'name' | 'description' | 'categoryIds' | 'attributeValues' | 'attributes'
>;

/** What a body sets, by tab (only the tabs it sent). */
export interface ServiceValues {
  information?: InformationValues;
  pricing?: PricingValues;
  availability?: Pick<Content, 'availableFrom' | 'availableTo'>;
  capacity?: Content['slices'];
  packages?: Pick<Content, 'contents'>;
  airportIds?: number[];
  /** Helicopter only (the airports tab). */
  takingChargePlaceIds?: number[];
  /** Helicopter only (the transfer tab). */
  transfer?: NonNullable<Content['transfer']>;
  status?: ServiceStatus;
  visible?: boolean;
}

const MAX_IDS = 50;

function readInformation(raw: unknown, errors: Errors): InformationValues {
  const body = objectAt(raw, 'information', errors);
  const categoryIds = idsAt(body.categoryIds, 'information.categoryIds', errors, MAX_IDS);
  if (categoryIds.some((id) => !db.shopCategories.some((category) => category.id === id))) {
    addError(errors, 'information.categoryIds', VALIDATOR.choice);
  } else if (categoryIds.length === 0)
    addError(errors, 'information.categoryIds', CATEGORY_REQUIRED);
  const known = db.catalogueAttributes.filter((a) =>
    a.categoryIds.some((id) => categoryIds.includes(id)),
  );
  const attributeValues = listAt(body.attributes, 'information.attributes', errors, MAX_IDS).map(
    (item, index) => {
      const at = `information.attributes.${index}`;
      const value = objectAt(item, at, errors);
      const attribute = known.find((a) => a.id === value.attributeId);
      if (!attribute) {
        addError(errors, `${at}.attributeId`, ATTRIBUTE_NOT_FOUND);
        return { attributeId: 0, value: '' };
      }
      const read =
        attribute.type === 'number'
          ? (numberAt(value.value, `${at}.value`, errors, AMOUNT) ?? 0)
          : attribute.type === 'boolean'
            ? booleanAt(value.value, `${at}.value`, errors)
            : textAt(value.value, `${at}.value`, errors, LIMIT.attributeTextLength, true);
      // A choice takes one of the attribute's values (issue 31).
      if (attribute.type === 'choice' && !attribute.values.some((c) => c.value === read)) {
        addError(errors, `${at}.value`, VALIDATOR.choice);
      }
      return { attributeId: attribute.id, value: read };
    },
  );
  for (const attribute of known.filter((a) => a.required)) {
    if (!attributeValues.some((value) => value.attributeId === attribute.id)) {
      addError(errors, 'information.attributes', VALIDATOR.required);
      break;
    }
  }
  const characteristics = listAt(
    body.characteristics,
    'information.characteristics',
    errors,
    LIMIT.characteristics,
  ).map((item, index) => {
    const at = `information.characteristics.${index}`;
    const line = objectAt(item, at, errors);
    return {
      name: textsAt(line.name, `${at}.name`, errors, LIMIT.characteristicLength, true),
      value: textsAt(line.value, `${at}.value`, errors, LIMIT.characteristicLength, true),
    };
  });
  return {
    name: textsAt(body.name, 'information.name', errors, LIMIT.nameLength, true),
    description: textsAt(
      body.description,
      'information.description',
      errors,
      LIMIT.descriptionLength,
      false,
    ),
    categoryIds,
    attributeValues,
    attributes: characteristics,
  };
}

function readCapacity(raw: unknown, errors: Errors): Content['slices'] {
  if (!isJsonObject(raw)) {
    addError(errors, 'capacity', VALIDATOR.required);
    return null;
  }
  const body = raw;
  const count = oneOfAt(body.count, CAPACITY_COUNTS, 'capacity.count', errors) ?? 'slices';
  const total =
    numberAt(body.total, 'capacity.total', errors, {
      min: 1,
      max: LIMIT.maxSlices,
      rule: 'integer',
    }) ?? 0;
  const area = { min: 0.0001, max: LIMIT.maxArea, rule: 'decimalOrInt' } as const;
  const sliceAreaM2 = numberAt(body.sliceAreaM2, 'capacity.sliceAreaM2', errors, area) ?? 0;
  let footprint = null;
  if (body.footprint !== undefined && body.footprint !== null) {
    const raw = objectAt(body.footprint, 'capacity.footprint', errors);
    const min = numberAt(raw.min, 'capacity.footprint.min', errors, area) ?? 0;
    const max = numberAt(raw.max, 'capacity.footprint.max', errors, area) ?? 0;
    if (max < min) addError(errors, 'capacity.footprint.max', FOOTPRINT_RANGE);
    const unit = oneOfAt(raw.unit, AREA_UNITS, 'capacity.footprint.unit', errors) ?? 'm2';
    footprint = { min, max, unit };
  }
  return { count, total, sliceAreaM2, footprint };
}

function readPackages(raw: unknown, errors: Errors): Pick<Content, 'contents'> {
  const body = objectAt(raw, 'packages', errors);
  const at = 'packages.contents';
  const contents = listAt(body.contents, at, errors, LIMIT.packageContents).map((item, index) => {
    const line = objectAt(item, `${at}.${index}`, errors);
    return {
      name: textsAt(line.name, `${at}.${index}.name`, errors, LIMIT.nameLength, true),
      quantity:
        numberAt(line.quantity, `${at}.${index}.quantity`, errors, {
          min: 1,
          max: LIMIT.maxSlices,
          rule: 'integer',
        }) ?? 1,
    };
  });
  if (contents.length === 0) addError(errors, at, VALIDATOR.required);
  return { contents };
}

export interface ReadContext {
  typology: ServiceTypology;
  /** The seller: a transfer's helicopter is one of its own. */
  sellerId: number;
  /** The seller's airports, among which a service's are chosen. */
  sellerAirportIds: readonly number[];
  /** The airports of the seller's other mandatory packages (a mandatory package's only). */
  mandatoryAirportIds?: readonly number[];
  /** The options of the version being changed (their ids are kept). */
  previousOptions: readonly { id: number }[];
}

/**
 * A POST (`partial` false: every tab the typology has) or a PATCH (only the tabs sent). A tab
 * the typology does not have is ignored.
 */
export function readServiceBody(
  body: JsonObject,
  context: ReadContext,
  partial: boolean,
): { values: ServiceValues; errors: Errors | null } {
  const errors: Errors = {};
  const values: ServiceValues = {};
  const sent = (key: string) => !partial || Object.hasOwn(body, key);
  const { typology } = context;
  if (sent('information')) values.information = readInformation(body.information, errors);
  if (sent('pricing')) {
    values.pricing = readPricing(body.pricing, typology, context.previousOptions, errors);
  }
  if (sent('availability')) {
    const raw = objectAt(body.availability ?? {}, 'availability', errors);
    const availableFrom = dateAt(raw.availableFrom, 'availability.availableFrom', errors);
    const availableTo = dateAt(raw.availableTo, 'availability.availableTo', errors);
    if (availableFrom !== null && availableTo !== null && availableTo < availableFrom) {
      addError(errors, 'availability.availableTo', INCONSISTENT_DATE);
    }
    values.availability = { availableFrom, availableTo };
  }
  if (CAPACITY_TYPOLOGIES.includes(typology) && sent('capacity')) {
    values.capacity = readCapacity(body.capacity, errors);
  }
  if (PACKAGE_TYPOLOGIES.includes(typology) && sent('packages')) {
    values.packages = readPackages(body.packages, errors);
  }
  if (sent('airportIds')) {
    const ids = idsAt(body.airportIds, 'airportIds', errors, MAX_IDS);
    if (ids.some((id) => !context.sellerAirportIds.includes(id))) {
      addError(errors, 'airportIds', VALIDATOR.choice);
    } else if (ids.length === 0 && !errors.airportIds) {
      addError(errors, 'airportIds', AIRPORT_REQUIRED);
    } else if (
      typology === 'mandatory_package' &&
      ids.some((id) => context.mandatoryAirportIds?.includes(id))
    ) {
      addError(errors, 'airportIds', MANDATORY_PACKAGE_EXISTS);
    }
    values.airportIds = ids;
  }
  if (typology === 'helicopter' && sent(TAKING_CHARGE_FIELD)) {
    values.takingChargePlaceIds = readTakingCharge(body[TAKING_CHARGE_FIELD], errors);
  }
  // Optional at creation too: a helicopter service is offered once its transfer tab is set.
  if (typology === 'helicopter' && Object.hasOwn(body, TRANSFER_FIELD)) {
    values.transfer = readTransfer(body[TRANSFER_FIELD], context.sellerId, errors);
  }
  if (sent('status')) values.status = oneOfAt(body.status, SERVICE_STATUSES, 'status', errors);
  if (sent('visible')) values.visible = booleanAt(body.visible, 'visible', errors);
  return { values, errors: Object.keys(errors).length > 0 ? errors : null };
}
