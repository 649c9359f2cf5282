import {
  ORGANIZATION_CURRENCIES,
  ORGANIZATION_VALIDATOR,
  VAT_NUMBER_PATTERN,
  normalizeVatNumber,
  type OrganizationInfos,
  type OrganizationLegal,
  type OrganizationPresentation,
} from '../../../entities/organization/contract';
import { LANGUAGES } from '../../../lib/config/constants';
import { isUrl } from '../../../lib/validation/predicates';
import { VALIDATOR, isCountryCode, isEmail, isPhone, type JsonObject } from '../../api';
import { db, now } from '../../db';
import { Checker, objectOf, text, type FieldErrors } from './checker';
import type { OrganizationRecord } from './records';
import { revalidateOnVatChange, vatNumberHeld, vatNumberOf } from './vatIdentity';

/**
 * The profile's sections (main information, legal, presentation): each read from the record
 * and applied from a body, the field errors answered instead when there are some.
 */

// --- main information -------------------------------------------------------------------

export function toInfos(record: OrganizationRecord): OrganizationInfos {
  return {
    legalName: record.legalName,
    commercialName: record.commercialName,
    headOffice: { ...record.headOffice },
    currencyCode: record.currencyCode,
    langCode: record.langCode,
    phone: record.phone,
    email: record.email,
    webSiteUrl: record.webSiteUrl,
  };
}

export function applyInfos(record: OrganizationRecord, body: JsonObject): FieldErrors | null {
  const c = new Checker(body);
  const legalName = c.required('legalName');
  const commercialName = c.required('commercialName');
  const office = objectOf(body.headOffice);
  const address = c.required('address', office, 'headOffice.address');
  const complementaryAddress = text(office, 'complementaryAddress') ?? null;
  const postalCode = c.required('postalCode', office, 'headOffice.postalCode');
  const city = c.required('city', office, 'headOffice.city');
  const countryCode = c.required('countryCode', office, 'headOffice.countryCode');
  if (countryCode !== '' && !isCountryCode(countryCode)) {
    c.fail('headOffice.countryCode', VALIDATOR.country);
  }
  const currencyCode = c.required('currencyCode');
  if (
    currencyCode !== '' &&
    !(ORGANIZATION_CURRENCIES as readonly string[]).includes(currencyCode)
  ) {
    c.fail('currencyCode', VALIDATOR.choice);
  }
  const langCode = c.required('langCode');
  if (langCode !== '' && !(LANGUAGES as readonly string[]).includes(langCode)) {
    c.fail('langCode', VALIDATOR.choice);
  }
  const phone = c.optional('phone', isPhone, VALIDATOR.tel);
  const email = c.optional('email', isEmail, VALIDATOR.email);
  const webSiteUrl = c.optional('webSiteUrl', isUrl, VALIDATOR.url);
  // Two organizations never share a legal name (registration refuses it too).
  const taken = db.organizations.some(
    (o) => o.id !== record.id && o.legalName.toLowerCase() === legalName.toLowerCase(),
  );
  if (legalName !== '' && taken) c.fail('legalName', VALIDATOR.alreadyUsed);
  if (!c.ok) return c.errors;
  Object.assign(record, {
    legalName,
    commercialName,
    headOffice: { address, complementaryAddress, postalCode, city, countryCode },
    countryCode,
    city,
    currencyCode,
    langCode,
    phone,
    email,
    webSiteUrl,
  });
  return null;
}

// --- legal ---------------------------------------------------------------------------------

export function toLegal(record: OrganizationRecord): OrganizationLegal {
  return {
    vatNumber: record.vatNumber,
    companyRegistrationNumber: record.companyRegistrationNumber,
    shareCapital: record.shareCapital,
    legalForm: record.legalForm,
    businessActivityCode: record.businessActivityCode,
  };
}

/** NACE rev. 2 (`52.23`) or the French APE code (`52.23Z`). */
const ACTIVITY_CODE = /^\d{2}\.\d{2}[A-Z]?$/;

export function applyLegal(record: OrganizationRecord, body: JsonObject): FieldErrors | null {
  const c = new Checker(body);
  const rawVat = c.optional('vatNumber');
  const vatNumber = rawVat === null ? null : normalizeVatNumber(rawVat);
  if (vatNumber !== null && !VAT_NUMBER_PATTERN.test(vatNumber)) {
    c.fail('vatNumber', ORGANIZATION_VALIDATOR.vatNumber);
  } else if (vatNumber !== null && vatNumberHeld(vatNumber, record.id)) {
    c.fail('vatNumber', ORGANIZATION_VALIDATOR.vatNumberAlreadyRegistered);
  }
  const companyRegistrationNumber = c.optional('companyRegistrationNumber');
  const legalForm = c.optional('legalForm');
  const rawCode = c.optional('businessActivityCode');
  const businessActivityCode = rawCode === null ? null : rawCode.toUpperCase();
  if (businessActivityCode !== null && !ACTIVITY_CODE.test(businessActivityCode)) {
    c.fail('businessActivityCode', VALIDATOR.choice);
  }
  const capital = body.shareCapital;
  let shareCapital: number | null = null;
  if (capital !== undefined && capital !== null) {
    if (typeof capital !== 'number' || !Number.isFinite(capital))
      c.fail('shareCapital', VALIDATOR.number);
    else if (capital < 0) c.fail('shareCapital', VALIDATOR.positive);
    else shareCapital = capital;
  }
  if (!c.ok) return c.errors;
  const previousVatNumber = vatNumberOf(record);
  Object.assign(record, {
    vatNumber,
    companyRegistrationNumber,
    shareCapital,
    legalForm,
    businessActivityCode,
  });
  // Negotiated prices follow the VAT number: a new one waits for an operator.
  revalidateOnVatChange(record, previousVatNumber);
  return null;
}

// --- presentation --------------------------------------------------------------------------

export function toPresentation(record: OrganizationRecord): OrganizationPresentation {
  return {
    description: { ...record.description },
    yearFounded: record.yearFounded,
    servicesSummary: record.servicesSummary,
  };
}

export function applyPresentation(
  record: OrganizationRecord,
  body: JsonObject,
): FieldErrors | null {
  const c = new Checker(body);
  const given = objectOf(body.description);
  const description = { en: '', fr: '' };
  for (const language of LANGUAGES) {
    const value = text(given, language);
    if (value === undefined) c.fail(`description.${language}`, VALIDATOR.required);
    description[language] = value ?? '';
  }
  // The default language is required (spec: multi-language texts).
  if (description.en === '') c.fail('description.en', VALIDATOR.required);
  const year = body.yearFounded;
  let yearFounded: number | null = null;
  if (year !== undefined && year !== null) {
    if (
      typeof year !== 'number' ||
      !Number.isInteger(year) ||
      year < 1900 ||
      year > now().getUTCFullYear()
    ) {
      c.fail('yearFounded', ORGANIZATION_VALIDATOR.yearFounded);
    } else yearFounded = year;
  }
  const servicesSummary = c.optional('servicesSummary');
  if (!c.ok) return c.errors;
  Object.assign(record, { description, yearFounded, servicesSummary });
  return null;
}
