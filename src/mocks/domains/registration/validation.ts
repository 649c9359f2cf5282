import type { Schemas } from '../../../lib/api/contract';
import { validateRegistrationPayloadLimits } from '../../../lib/api/generated/constants';
import { messageWithValues } from '../../../lib/validation/messages';
import { isVatNumber, normalizeVatNumber } from '../../../lib/validation/vatNumber';
import { isStrongPassword, isUrl } from '../../../lib/validation/predicates';
import {
  VALIDATOR,
  isCountryCode,
  isEmail,
  isPhone,
  type JsonObject,
  lengthErrors,
  passwordLengthError,
} from '../../api';
import { ENUMS } from '../../db';
import { REGISTRATION_TEXT_LIMITS } from './textLimits';
import { airportById } from '../airports';

/** The token the demo captcha hands out; any other (or none) is refused. */
export const DEMO_CAPTCHA_TOKEN = 'demo-captcha-ok';
export const CAPTCHA_INVALID = 'validator.captcha';
export const VAT_NUMBER_INVALID = 'validator.vat_number';
/**
 * The demo API accepts either reading of the policy (8 or 13, DECISIONS.md "Passwords"): the
 * document's minimum, 8.
 */
export const SERVER_PASSWORD_MIN_LENGTH = validateRegistrationPayloadLimits.password.minLength;

/** Typology codes each side may choose (the platform's own "operator" is neither). */
export const BUYER_TYPOLOGIES = ['flight_operator', 'flight_dispatch_company', 'private_pilot'];
export const SELLER_TYPOLOGIES = [
  'fixed_base_operator',
  'catering',
  'fuel',
  'hangar',
  'helicopter',
  'taxi',
];

/** Typology id -> code, for the codes of one side. */
export function typologyCode(id: unknown, allowed: readonly string[]): string | undefined {
  const values = ENUMS.OrganizationTypology ?? {};
  return allowed.find((code) => values[code] === id);
}

/** `FR 40 123456789` -> `FR40123456789`: the one spelling the legal section and rates use. */
export const normalizeVat = normalizeVatNumber;

type Errors = Record<string, string[]>;

class Reader {
  readonly errors: Errors = {};
  constructor(private readonly prefix = '') {}

  fail(field: string, message: string) {
    this.errors[this.prefix + field] = [message];
  }

  text(body: JsonObject, field: string): string {
    const raw = body[field];
    if (typeof raw === 'string' && raw.trim() !== '') return raw.trim();
    this.fail(field, VALIDATOR.required);
    return '';
  }

  optionalText(body: JsonObject, field: string): string | null {
    const raw = body[field];
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== 'string') {
      this.fail(field, VALIDATOR.required);
      return null;
    }
    return raw.trim() === '' ? null : raw.trim();
  }

  where(body: JsonObject, field: string, test: (v: string) => boolean, error: string): string {
    const value = this.text(body, field);
    if (value !== '' && !test(value)) this.fail(field, error);
    return value;
  }

  optionalPhone(body: JsonObject, field: string): string | null {
    const value = this.optionalText(body, field);
    if (value !== null && !isPhone(value)) this.fail(field, VALIDATOR.tel);
    return value;
  }

  count(body: JsonObject, field: string): number {
    const raw = body[field];
    if (raw === undefined || raw === null || raw === '') {
      this.fail(field, VALIDATOR.required);
      return 0;
    }
    if (typeof raw !== 'number' || !Number.isInteger(raw)) {
      this.fail(field, VALIDATOR.number);
      return 0;
    }
    if (raw < 0) this.fail(field, VALIDATOR.positive);
    return raw;
  }

  countries(body: JsonObject, field: string): string[] {
    const raw = body[field];
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw) || !raw.every((c) => typeof c === 'string' && isCountryCode(c))) {
      this.fail(field, VALIDATOR.country);
      return [];
    }
    return [...new Set(raw.filter((c): c is string => typeof c === 'string'))];
  }

  object(body: JsonObject, field: string): JsonObject {
    const raw = body[field];
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      return Object.fromEntries(Object.entries(raw));
    }
    this.fail(field, VALIDATOR.required);
    return {};
  }

  merge(other: Reader) {
    Object.assign(this.errors, other.errors);
  }
}

function readAddress(reader: Reader, body: JsonObject): Schemas['RegistrationAddress'] {
  const raw = reader.object(body, 'address');
  const r = new Reader('address.');
  const address: Schemas['RegistrationAddress'] = {
    addressName: r.text(raw, 'addressName'),
    address: r.text(raw, 'address'),
    complementaryAddress: r.optionalText(raw, 'complementaryAddress'),
    postalCode: r.text(raw, 'postalCode'),
    city: r.text(raw, 'city'),
    contactName: r.optionalText(raw, 'contactName'),
    contactPhone: r.optionalPhone(raw, 'contactPhone'),
    contactEmail: r.where(raw, 'contactEmail', isEmail, VALIDATOR.email),
    additionalInformations: r.optionalText(raw, 'additionalInformations'),
    buildingCode: r.optionalText(raw, 'buildingCode'),
    countryCode: r.where(raw, 'countryCode', isCountryCode, VALIDATOR.country),
  };
  if (!('address' in reader.errors)) reader.merge(r);
  return address;
}

function readContact(reader: Reader, body: JsonObject): Schemas['RegistrationEmergencyContact'] {
  const raw = reader.object(body, 'emergencyContact');
  const r = new Reader('emergencyContact.');
  const contact: Schemas['RegistrationEmergencyContact'] = {
    firstName: r.text(raw, 'firstName'),
    lastName: r.text(raw, 'lastName'),
    email: r.where(raw, 'email', isEmail, VALIDATOR.email).toLowerCase(),
    phone: r.where(raw, 'phone', isPhone, VALIDATOR.tel),
    jobTitle: r.optionalText(raw, 'jobTitle'),
  };
  if (!('emergencyContact' in reader.errors)) reader.merge(r);
  return contact;
}

function readAirports(reader: Reader, body: JsonObject): number[] {
  const raw = body.organizationAirportsIds;
  if (!Array.isArray(raw) || raw.length === 0) {
    reader.fail('organizationAirportsIds', VALIDATOR.required);
    return [];
  }
  const ids = raw.filter((id): id is number => typeof id === 'number');
  if (ids.length !== raw.length || ids.some((id) => airportById(id) === undefined)) {
    reader.fail('organizationAirportsIds', VALIDATOR.choice);
  }
  return [...new Set(ids)];
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function readBase(reader: Reader, body: JsonObject): Schemas['RegistrationPayloadBase'] {
  const webSiteUrl = reader.optionalText(body, 'webSiteUrl');
  if (webSiteUrl !== null && !isUrl(webSiteUrl)) reader.fail('webSiteUrl', VALIDATOR.url);
  const recaptchaToken = typeof body.recaptchaToken === 'string' ? body.recaptchaToken : '';
  if (recaptchaToken !== DEMO_CAPTCHA_TOKEN) reader.fail('recaptchaToken', CAPTCHA_INVALID);
  return {
    legalName: reader.text(body, 'legalName'),
    businessStructure: reader.optionalText(body, 'businessStructure'),
    intracommunityVatNumber: normalizeVat(
      reader.where(body, 'intracommunityVatNumber', isVatNumber, VAT_NUMBER_INVALID),
    ),
    address: readAddress(reader, body),
    organizationAirportsIds: readAirports(reader, body),
    webSiteUrl,
    emergencyContact: readContact(reader, body),
    recaptchaToken,
    redirectUrl: reader.where(body, 'redirectUrl', isAbsoluteHttpUrl, VALIDATOR.url),
  };
}

function typologyIds(
  reader: Reader,
  body: JsonObject,
  field: string,
  allowed: readonly string[],
): number[] {
  const raw = body[field];
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.some((id) => typologyCode(id, allowed) === undefined)) {
    reader.fail(field, VALIDATOR.choice);
    return [];
  }
  return [...new Set(raw.filter((id): id is number => typeof id === 'number'))];
}

function typologyId(reader: Reader, body: JsonObject, field: string, allowed: readonly string[]) {
  const raw = body[field];
  if (raw === undefined || raw === null || raw === '') {
    reader.fail(field, VALIDATOR.required);
    return 0;
  }
  if (typeof raw !== 'number' || typologyCode(raw, allowed) === undefined) {
    reader.fail(field, VALIDATOR.choice);
    return 0;
  }
  return raw;
}

export type ReadRegistration =
  | { ok: true; side: 'seller'; payload: Schemas['SellerRegistrationPayload'] }
  | { ok: true; side: 'buyer'; payload: Schemas['BuyerRegistrationPayload'] }
  | { ok: false; errors: Errors };

/** Every field of the side's payload, checked; all the field errors at once. */
export function readRegistration(
  side: Schemas['RegistrationSide'],
  body: JsonObject,
): ReadRegistration {
  const reader = new Reader();
  const base = readBase(reader, body);
  Object.assign(reader.errors, lengthErrors(body, REGISTRATION_TEXT_LIMITS));
  if (side === 'seller') {
    const interested = body.otherSubsidiariesInterested;
    if (typeof interested !== 'boolean') {
      reader.fail('otherSubsidiariesInterested', VALIDATOR.required);
    }
    const payload: Schemas['SellerRegistrationPayload'] = {
      ...base,
      mainTypologyId: typologyId(reader, body, 'mainTypologyId', SELLER_TYPOLOGIES),
      otherTypologiesIds: typologyIds(reader, body, 'otherTypologiesIds', SELLER_TYPOLOGIES),
      otherSubsidiariesInterested: interested === true,
      subsidiariesCountriesCodes: reader.countries(body, 'subsidiariesCountriesCodes'),
    };
    if (payload.otherSubsidiariesInterested && payload.subsidiariesCountriesCodes.length === 0) {
      reader.errors.subsidiariesCountriesCodes ??= [VALIDATOR.required];
    }
    const errors = reader.errors;
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, side, payload };
  }
  const payload: Schemas['BuyerRegistrationPayload'] = {
    ...base,
    clientTypologyId: typologyId(reader, body, 'clientTypologyId', BUYER_TYPOLOGIES),
    numberOfAircrafts: reader.count(body, 'numberOfAircrafts'),
    numberOfAoc: reader.count(body, 'numberOfAoc'),
    aocCountriesCodes: reader.countries(body, 'aocCountriesCodes'),
  };
  if (payload.numberOfAoc > 0 && payload.aocCountriesCodes.length === 0) {
    reader.errors.aocCountriesCodes ??= [VALIDATOR.required];
  }
  const errors = reader.errors;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, side, payload };
}

/** The policy's field error, or null when the password passes (the leak check comes apart). */
export function passwordError(password: unknown): string | null {
  if (typeof password !== 'string' || password === '') return VALIDATOR.required;
  const tooLong = passwordLengthError(password);
  if (tooLong) return tooLong;
  if ([...password].length < SERVER_PASSWORD_MIN_LENGTH) {
    return messageWithValues(VALIDATOR.passwordMinLength, { min: SERVER_PASSWORD_MIN_LENGTH });
  }
  return isStrongPassword(password, SERVER_PASSWORD_MIN_LENGTH)
    ? null
    : messageWithValues(VALIDATOR.password, { min: SERVER_PASSWORD_MIN_LENGTH });
}
