/**
 * Contract of the crew members resource (spec section 7, "Crew: CRUD api/crew-member").
 * The demo API's handlers import these types (type-only), so the front and the demo API
 * share one contract.
 *
 *   GET    api/crew-member            list: page, numberOfItemsPerPage, searchQuery, order[<field>],
 *                                     filters below; answers CrewMemberPage
 *   GET    api/crew-member/{id}       one CrewMember
 *   POST   api/crew-member            CrewMemberPayload -> CrewMember (201)
 *   PATCH  api/crew-member/{id}       Partial<CrewMemberPayload> -> CrewMember
 *   DELETE api/crew-member/{id}       204
 *
 * Every call acts for the selected organization (header selectedOrganizationId): a crew member
 * belongs to one organization and is invisible to the others.
 */

export const CREW_ROLES = [
  'captain',
  'first_officer',
  'cabin_crew',
  'flight_engineer',
  'other',
] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

export const CREW_STATUSES = ['active', 'inactive'] as const;
export type CrewStatus = (typeof CREW_STATUSES)[number];

export interface CrewMember {
  id: number;
  firstName: string;
  lastName: string;
  crewRole: CrewRole;
  licenceNumber: string;
  /** Calendar date, `YYYY-MM-DD`. */
  licenceExpiryDate: string;
  /** ISO 3166-1 alpha-2 country code, e.g. `FR`. */
  nationality: string;
  email: string;
  phone: string | null;
  status: CrewStatus;
  /** ICAO aircraft type designators the member is qualified on, e.g. `C56X`, `GLF6`. */
  aircraftTypes: string[];
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
}

/** What POST sends (PATCH sends any part of it). */
export type CrewMemberPayload = Omit<CrewMember, 'id' | 'createdAt' | 'updatedAt'>;

/** The list answer: the API's page shape `{ <items key>, totalItems }`. */
export interface CrewMemberPage {
  crewMembers: CrewMember[];
  totalItems: number;
}

/** Sortable fields, sent as `order[<field>]=asc|desc`. */
export const CREW_MEMBER_SORTS = ['lastName', 'crewRole', 'licenceExpiryDate', 'status'] as const;
export type CrewMemberSort = (typeof CREW_MEMBER_SORTS)[number];

/**
 * The list query (besides page, numberOfItemsPerPage, searchQuery and order[...]):
 * searchQuery matches first name, last name, email and licence number.
 */
export interface CrewMemberFilters {
  crewRole?: CrewRole;
  status?: CrewStatus;
  nationality?: string;
  aircraftType?: string;
  /** 'true': licences expired at the API's today; 'false': still valid. */
  licenceExpired?: 'true' | 'false';
  /** Licence expiry date range, inclusive, `YYYY-MM-DD`. */
  licenceExpiryAfter?: string;
  licenceExpiryBefore?: string;
}
