import {
  INVOICE_REFERENCE_FORMATS,
  ORGANIZATION_CURRENCIES,
  ORGANIZATION_VALIDATOR,
  VAT_NUMBER_PATTERN,
  normalizeVatNumber,
  type EmergencyContactCandidate,
  type InvoiceConfiguration,
  type OrganizationEmergencyContact,
  type OrganizationInfos,
  type OrganizationLegal,
  type OrganizationPresentation,
} from '../../../entities/organization/organizations.types';
import { LANGUAGES } from '../../../lib/config/constants';
import { isUrl } from '../../../lib/validation/predicates';
import { VALIDATOR, isCountryCode, isEmail, isPhone, type JsonObject } from '../../api';
import { db, now } from '../../db';
import type { OrganizationRecord } from './records';

export type FieldErrors = Record<string, string[]>;

/** A body's string field: trimmed text, null when absent or blank, undefined when not a string. */
function text(body: JsonObject, field: string): string | null | undefined {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function objectOf(value: unknown): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

class Checker {
  readonly errors: FieldErrors = {};
  constructor(private readonly body: JsonObject) {}

  fail(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }

  required(field: string, body = this.body, as = field): string {
    const value = text(body, field.split('.').pop() ?? field);
    if (value === undefined) this.fail(as, VALIDATOR.required);
    else if (value === null) this.fail(as, VALIDATOR.required);
    return value ?? '';
  }

  optional(
    field: string,
    check?: (value: string) => boolean,
    message: string = VALIDATOR.required,
  ): string | null {
    const value = text(this.body, field);
    if (value === undefined) {
      this.fail(field, message);
      return null;
    }
    if (value !== null && check && !check(value)) this.fail(field, message);
    return value;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

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
  } else if (
    vatNumber !== null &&
    db.organizations.some((o) => o.id !== record.id && o.vatNumber === vatNumber)
  ) {
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
  Object.assign(record, {
    vatNumber,
    companyRegistrationNumber,
    shareCapital,
    legalForm,
    businessActivityCode,
  });
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

// --- emergency contact ---------------------------------------------------------------------

/** The organization's active users: the people an emergency contact may be chosen among. */
export function activeMembers(record: OrganizationRecord): EmergencyContactCandidate[] {
  return db.organizationUsers
    .filter((m) => m.organizationId === record.id && m.status === 'active')
    .flatMap((m) => {
      const user = db.users.find((u) => u.id === m.userId && u.status === 'active');
      return user
        ? [
            {
              email: user.email,
              firstName: user.firstName,
              lastName: user.lastName,
              phone: user.phone,
            },
          ]
        : [];
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName));
}

export function toEmergencyContact(record: OrganizationRecord): OrganizationEmergencyContact {
  return {
    emergencyContact: record.emergencyContact ? { ...record.emergencyContact } : null,
    candidates: activeMembers(record),
  };
}

export function applyEmergencyContact(
  record: OrganizationRecord,
  body: JsonObject,
): FieldErrors | null {
  const c = new Checker(body);
  const email = c.required('email');
  const jobTitle = c.optional('jobTitle');
  if (email !== '' && !isEmail(email)) c.fail('email', VALIDATOR.email);
  const member = activeMembers(record).find(
    (candidate) => candidate.email.toLowerCase() === email.toLowerCase(),
  );
  if (c.ok && !member) c.fail('email', ORGANIZATION_VALIDATOR.emergencyContactActiveUser);
  if (!c.ok || !member) return c.errors;
  record.emergencyContact = {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    jobTitle,
  };
  return null;
}

// --- invoice configuration -----------------------------------------------------------------

export function toInvoiceConfiguration(record: OrganizationRecord): InvoiceConfiguration {
  return {
    invoicePrefix: record.invoicePrefix,
    invoiceReferenceFormat: record.invoiceReferenceFormat,
  };
}

/** Letters, digits and `-_/.`, at most 10: it starts every invoice reference. */
const INVOICE_PREFIX = /^[A-Za-z0-9\-_/.]{0,10}$/;

export function applyInvoiceConfiguration(
  record: OrganizationRecord,
  body: JsonObject,
): FieldErrors | null {
  const c = new Checker(body);
  const invoicePrefix =
    c.optional('invoicePrefix', (v) => INVOICE_PREFIX.test(v), VALIDATOR.choice) ?? '';
  const format = INVOICE_REFERENCE_FORMATS.find((f) => f === body.invoiceReferenceFormat);
  if (!format) c.fail('invoiceReferenceFormat', VALIDATOR.choice);
  if (!c.ok || !format) return c.errors;
  record.invoicePrefix = invoicePrefix;
  record.invoiceReferenceFormat = format;
  return null;
}
