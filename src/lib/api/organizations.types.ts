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
}

/** The list answer: the API's page shape `{ <items key>, totalItems }`. */
export interface OrganizationPage {
  organizations: Organization[];
  totalItems: number;
}
