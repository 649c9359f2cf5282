import {
  OFFER_TYPES,
  PAYMENT_PERIODS,
  SUBSCRIPTION_DURATIONS,
  type OfferCommissionCategoryPayload,
  type OfferCommissionSlicePayload,
  type OfferInfoPayload,
  type OfferSubscription,
  type OfferTypologies,
} from '../../../entities/offer/contract';
import {
  VALIDATOR,
  addError,
  isCountryCode,
  isJsonObject,
  lengthMaxMessage,
  type JsonObject,
} from '../../api';
import { ENUMS } from '../../db';

export type Errors = Record<string, string[]>;
type Read<T> = { value: T; errors: null } | { value: null; errors: Errors };

const LANGUAGES = ['en', 'fr'] as const;
const REFERENCE_MAX = 40;
const NAME_MAX = 120;

function done<T>(value: T, errors: Errors): Read<T> {
  return Object.keys(errors).length > 0 ? { value: null, errors } : { value, errors: null };
}

const oneOf = <T extends string>(values: readonly T[], raw: unknown): T | undefined =>
  values.find((v) => v === raw);

/** A number 0 or more (`field` refused otherwise). */
function amount(body: JsonObject, field: string, errors: Errors): number {
  const raw = body[field];
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    addError(
      errors,
      field,
      raw === undefined || raw === null ? VALIDATOR.required : VALIDATOR.number,
    );
    return 0;
  }
  if (raw < 0) addError(errors, field, VALIDATOR.positive);
  return raw;
}

/** A whole number 0 or more, or null (no limit). */
function limit(body: JsonObject, field: string, errors: Errors, whole = true): number | null {
  const raw = body[field];
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'number' || raw < 0 || (whole && !Number.isInteger(raw))) {
    addError(errors, field, whole ? VALIDATOR.count : VALIDATOR.positive);
    return null;
  }
  return raw;
}

function references(raw: unknown, errors: Errors): OfferInfoPayload['references'] {
  const given = isJsonObject(raw) ? raw : {};
  const out: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const text = typeof given[lang] === 'string' ? given[lang].trim() : '';
    if (text.length > NAME_MAX) addError(errors, `references.${lang}`, lengthMaxMessage(NAME_MAX));
    if (text !== '') out[lang] = text;
  }
  const en = out.en;
  if (en === undefined) {
    addError(errors, 'references.en', VALIDATOR.required);
    return { en: '' };
  }
  return { ...out, en };
}

/** The information tab (create and change): a unique reference, names, type, country, currency. */
export function readInfo(
  body: JsonObject,
  taken: (reference: string) => boolean,
): Read<OfferInfoPayload> {
  const errors: Errors = {};
  const offerReference =
    typeof body.offerReference === 'string' ? body.offerReference.trim().toUpperCase() : '';
  if (offerReference === '') addError(errors, 'offerReference', VALIDATOR.required);
  else if (offerReference.length > REFERENCE_MAX)
    addError(errors, 'offerReference', lengthMaxMessage(REFERENCE_MAX));
  else if (taken(offerReference)) addError(errors, 'offerReference', VALIDATOR.alreadyUsed);
  const offerType = oneOf(OFFER_TYPES, body.offerType);
  if (!offerType)
    addError(errors, 'offerType', body.offerType ? VALIDATOR.choice : VALIDATOR.required);
  if (typeof body.offerActive !== 'boolean') addError(errors, 'offerActive', VALIDATOR.required);
  const country = body.countryCode ?? null;
  if (country !== null && (typeof country !== 'string' || !isCountryCode(country)))
    addError(errors, 'countryCode', VALIDATOR.country);
  const currency = typeof body.currencyCode === 'string' ? body.currencyCode.toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(currency)) addError(errors, 'currencyCode', VALIDATOR.choice);
  const value = {
    offerReference,
    references: references(body.references, errors),
    offerType: offerType ?? 'commission',
    offerActive: body.offerActive === true,
    countryCode: typeof country === 'string' ? country.toUpperCase() : null,
    currencyCode: currency,
  };
  return done(value, errors);
}

/** The seller typologies (OrganizationTypology ids). */
export function readTypologies(body: JsonObject): Read<OfferTypologies> {
  const errors: Errors = {};
  const known = new Set(Object.values(ENUMS.OrganizationTypology ?? {}));
  const main = body.mainTypologyId ?? null;
  if (main !== null && (typeof main !== 'number' || !known.has(main)))
    addError(errors, 'mainTypologyId', VALIDATOR.choice);
  const ids = Array.isArray(body.typologyIds) ? body.typologyIds : [];
  if (
    !Array.isArray(body.typologyIds) ||
    ids.some((id) => typeof id !== 'number' || !known.has(id))
  )
    addError(errors, 'typologyIds', VALIDATOR.choice);
  const typologyIds = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  return done({ mainTypologyId: typeof main === 'number' ? main : null, typologyIds }, errors);
}

/** One commission slice's values (the table's rules are the entity's sliceTableErrors). */
export function readSlice(body: JsonObject): Read<OfferCommissionSlicePayload> {
  const errors: Errors = {};
  const toRaw = body.toAmount ?? null;
  if (toRaw !== null && (typeof toRaw !== 'number' || !Number.isFinite(toRaw)))
    addError(errors, 'toAmount', VALIDATOR.number);
  const value = {
    fromAmount: amount(body, 'fromAmount', errors),
    toAmount: typeof toRaw === 'number' ? toRaw : null,
    rate: amount(body, 'rate', errors),
    fixedCommission: amount(body, 'fixedCommission', errors),
    minimumCommission: amount(body, 'minimumCommission', errors),
  };
  return done(value, errors);
}

/** A category's own rate: a catalogue category, a percentage. */
export function readCategory(body: JsonObject): Read<OfferCommissionCategoryPayload> {
  const errors: Errors = {};
  const categoryId = body.categoryId;
  if (typeof categoryId !== 'number' || !Number.isInteger(categoryId))
    addError(errors, 'categoryId', VALIDATOR.required);
  const rate = amount(body, 'rate', errors);
  if (rate > 100) addError(errors, 'rate', VALIDATOR.percentage);
  return done({ categoryId: typeof categoryId === 'number' ? categoryId : 0, rate }, errors);
}

/** The subscription's terms and limits (null: no limit). */
export function readSubscription(body: JsonObject): Read<OfferSubscription> {
  const errors: Errors = {};
  const duration = oneOf(SUBSCRIPTION_DURATIONS, body.duration);
  if (!duration) addError(errors, 'duration', VALIDATOR.required);
  const paymentPeriod = oneOf(PAYMENT_PERIODS, body.paymentPeriod);
  if (!paymentPeriod) addError(errors, 'paymentPeriod', VALIDATOR.required);
  if (typeof body.reconductible !== 'boolean')
    addError(errors, 'reconductible', VALIDATOR.required);
  const value: OfferSubscription = {
    duration: duration ?? 'one_month',
    paymentPeriod: paymentPeriod ?? 'month',
    price: amount(body, 'price', errors),
    maximumSubscription: limit(body, 'maximumSubscription', errors),
    reconductible: body.reconductible === true,
    maxAircraft: limit(body, 'maxAircraft', errors),
    maxAirports: limit(body, 'maxAirports', errors),
    maxFuelAirports: limit(body, 'maxFuelAirports', errors),
    maxHangars: limit(body, 'maxHangars', errors),
    maxTurnover: limit(body, 'maxTurnover', errors, false),
  };
  return done(value, errors);
}
