/**
 * Contract of the organizations resource (spec sections 3 and 7), shared by the front and the
 * demo API's handlers (type-only imports), so there is one definition of the shape.
 *
 *   GET api/organization        list: page, numberOfItemsPerPage, searchQuery, buyer, seller,
 *                               organizationTypology, organizationStatus; answers OrganizationPage
 *   GET api/organization/{id}   one Organization
 */

/** Snake_case codes of the OrganizationTypology enum (spec section 3). */
export const ORGANIZATION_TYPOLOGIES = [
  'flight_dispatch_company',
  'catering',
  'fixed_base_operator',
  'flight_operator',
  'private_pilot',
  'fuel',
  'hangar',
  'helicopter',
  'operator',
  'taxi',
] as const;
export type OrganizationTypologyCode = (typeof ORGANIZATION_TYPOLOGIES)[number];

export const ORGANIZATION_STATUSES = [
  'registration_pending',
  'awaiting_validation',
  'active',
  'suspended',
  'disabled',
] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** One organization as GET api/organization lists it. */
export interface Organization {
  id: number;
  legalName: string;
  buyer: boolean;
  seller: boolean;
  organizationTypology: OrganizationTypologyCode;
  /** ISO 3166-1 alpha-2 country code, e.g. `FR`. */
  countryCode: string;
  organizationStatus: OrganizationStatus;
  /**
   * Why an organization awaiting validation waits, when it was validated before (an API
   * addition): `vat_number_changed` once its VAT number changed. Absent or null otherwise.
   */
  validationReason?: OrganizationValidationReason | null;
}

/** What sent a validated organization back to the operator's validation. */
export const ORGANIZATION_VALIDATION_REASONS = ['vat_number_changed'] as const;
export type OrganizationValidationReason = (typeof ORGANIZATION_VALIDATION_REASONS)[number];

/** The list answer: the API's page shape `{ <items key>, totalItems }`. */
export interface OrganizationPage {
  organizations: Organization[];
  totalItems: number;
}

/*
 * The organization's profile sections (spec sections 3 and 7: GET and PATCH
 * api/organization/{id}/infos, legal, presentation, emergency-contact, invoice-configuration,
 * airports; DELETE api/organization/{id}/delete). PATCH bodies are the section's editable fields;
 * each answers the section as stored.
 */

export interface OrganizationHeadOffice {
  address: string;
  complementaryAddress: string | null;
  postalCode: string;
  city: string;
  countryCode: string;
}

/** GET/PATCH api/organization/{id}/infos */
export interface OrganizationInfos {
  legalName: string;
  commercialName: string;
  headOffice: OrganizationHeadOffice;
  currencyCode: string;
  langCode: string;
  phone: string | null;
  email: string | null;
  webSiteUrl: string | null;
}

/** GET/PATCH api/organization/{id}/legal */
export interface OrganizationLegal {
  vatNumber: string | null;
  companyRegistrationNumber: string | null;
  shareCapital: number | null;
  legalForm: string | null;
  /** NACE (EU) or APE (France) code, e.g. `52.23Z`. */
  businessActivityCode: string | null;
}

/** GET/PATCH api/organization/{id}/presentation; `description` per interface language. */
export interface OrganizationPresentation {
  description: Record<'en' | 'fr', string>;
  yearFounded: number | null;
  servicesSummary: string | null;
}

export interface EmergencyContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  jobTitle: string | null;
}

/** One active user of the organization the emergency contact may be chosen among. */
export interface EmergencyContactCandidate {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/**
 * GET api/organization/{id}/emergency-contact: the contact and its candidates.
 * PATCH with `{ email, jobTitle }`: the email must be an active user of the organization.
 */
export interface OrganizationEmergencyContact {
  emergencyContact: EmergencyContact | null;
  candidates: EmergencyContactCandidate[];
}

export interface EmergencyContactPayload {
  email: string;
  jobTitle: string | null;
}

/** Invoice reference formats: the sequence alone, six digits, or prefixed by the date. */
export const INVOICE_REFERENCE_FORMATS = [
  'numbers',
  'six_numbers',
  'date_six_numbers',
  'year_six_numbers',
  'year_month_six_numbers',
] as const;
export type InvoiceReferenceFormat = (typeof INVOICE_REFERENCE_FORMATS)[number];

/** GET/PATCH api/organization/{id}/invoice-configuration */
export interface InvoiceConfiguration {
  invoicePrefix: string;
  invoiceReferenceFormat: InvoiceReferenceFormat;
}

/** An airport of the catalogue (GET api/airport-search?searchQuery=). */
export interface Airport {
  icao: string;
  iata: string | null;
  name: string;
  city: string;
  countryCode: string;
}

/** GET api/organization/{id}/airports; PATCH with `{ airportIcaos }`. */
export interface OrganizationAirports {
  airports: Airport[];
}

export interface OrganizationAirportsPayload {
  airportIcaos: string[];
}

/** Currencies an organization may bill and be billed in. */
export const ORGANIZATION_CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD'] as const;

// One spelling of a VAT number everywhere (lib, so registration's form needs no entity).
export { VAT_NUMBER_PATTERN, isVatNumber, normalizeVatNumber } from '@/lib/validation/vatNumber';

/** Field messages (`validator.*` keys of validation.json) proper to the organization sections. */
export const ORGANIZATION_VALIDATOR = {
  vatNumber: 'validator.vat_number',
  vatNumberAlreadyRegistered: 'validator.vat_number_already_registered',
  emergencyContactActiveUser: 'validator.emergency_contact_active_user',
  yearFounded: 'validator.year_founded',
} as const;
