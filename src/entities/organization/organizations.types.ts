/**
 * Contract of the organizations resource and its profile sections (spec sections 3 and 7),
 * generated from docs/api/openapi.yaml (tag `organizations`), where each call is described.
 * Shared by the front and the demo API's handlers (type-only imports).
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

export type OrganizationTypologyCode = Schemas['OrganizationTypologyCode'];
/** Snake_case codes of the OrganizationTypology enum (spec section 3). */
export const ORGANIZATION_TYPOLOGIES = enumValues<OrganizationTypologyCode>()([
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
]);

export type OrganizationStatus = Schemas['OrganizationStatus'];
export const ORGANIZATION_STATUSES = enumValues<OrganizationStatus>()([
  'registration_pending',
  'awaiting_validation',
  'active',
  'suspended',
  'disabled',
]);

/** One organization as GET api/organization lists it. */
export type Organization = Schemas['Organization'];

/** What sent a validated organization back to the operator's validation. */
export type OrganizationValidationReason = Schemas['OrganizationValidationReason'];
export const ORGANIZATION_VALIDATION_REASONS = enumValues<OrganizationValidationReason>()([
  'vat_number_changed',
]);

export type OrganizationPage = Schemas['OrganizationPage'];
export type OrganizationValidatePayload = Schemas['OrganizationValidatePayload'];

/* The organization's profile sections: GET and PATCH api/organization/{id}/<section>. */
export type OrganizationHeadOffice = Schemas['OrganizationHeadOffice'];
export type OrganizationInfos = Schemas['OrganizationInfos'];
export type OrganizationLegal = Schemas['OrganizationLegal'];
export type OrganizationPresentation = Schemas['OrganizationPresentation'];
export type EmergencyContact = Schemas['EmergencyContact'];
/** One active user of the organization the emergency contact may be chosen among. */
export type EmergencyContactCandidate = Schemas['EmergencyContactCandidate'];
export type OrganizationEmergencyContact = Schemas['OrganizationEmergencyContact'];
export type EmergencyContactPayload = Schemas['EmergencyContactPayload'];

export type InvoiceReferenceFormat = Schemas['InvoiceReferenceFormat'];
/** Invoice reference formats: the sequence alone, six digits, or prefixed by the date. */
export const INVOICE_REFERENCE_FORMATS = enumValues<InvoiceReferenceFormat>()([
  'numbers',
  'six_numbers',
  'date_six_numbers',
  'year_six_numbers',
  'year_month_six_numbers',
]);
export type InvoiceConfiguration = Schemas['InvoiceConfiguration'];

/** An airport of the catalogue (GET api/airport-search?searchQuery=). */
export type Airport = Schemas['Airport'];
export type OrganizationAirports = Schemas['OrganizationAirports'];
export type OrganizationAirportsPayload = Schemas['OrganizationAirportsPayload'];
export type AirportSearchResult = Schemas['AirportSearchResult'];

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
