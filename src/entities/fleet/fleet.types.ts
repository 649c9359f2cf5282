/**
 * The crew members of the selected organization (spec section 7, "Crew: CRUD api/crew-member"):
 * their shapes are the OpenAPI document's (docs/api/openapi.yaml, region fleet), which describes
 * the calls, their query, rights and errors.
 */
import type { ApiPaths, Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

export type CrewRole = Schemas['CrewRole'];
export const CREW_ROLES = enumValues<CrewRole>()([
  'captain',
  'first_officer',
  'cabin_crew',
  'flight_engineer',
  'other',
]);

export type CrewStatus = Schemas['CrewStatus'];
export const CREW_STATUSES = enumValues<CrewStatus>()(['active', 'inactive']);

export type CrewMember = Schemas['CrewMember'];
/** What POST sends (PATCH sends any part of it). */
export type CrewMemberPayload = Schemas['CrewMemberPayload'];
/** The list answer: the API's page shape `{ <items key>, totalItems }`. */
export type CrewMemberPage = Schemas['CrewMemberPage'];

/** Sortable fields, sent as `order[<field>]=asc|desc`: the keys of the list's `order` parameter. */
type CrewListQuery = NonNullable<ApiPaths['/api/crew-member']['get']['parameters']['query']>;
export type CrewMemberSort = keyof NonNullable<CrewListQuery['order']>;
export const CREW_MEMBER_SORTS = enumValues<CrewMemberSort>()([
  'lastName',
  'crewRole',
  'licenceExpiryDate',
  'status',
]);
