/**
 * The crew members of the selected organization (spec section 7, "Crew: CRUD api/crew-member"):
 * their shapes and lists are the OpenAPI document's (docs/api/openapi.yaml, region fleet), which
 * describes the calls, their query, rights and errors.
 */
import type { Schemas } from '@/lib/api/contract';
import { crewRoleValues, crewStatusValues } from '@/lib/api/generated/constants';

export type CrewRole = Schemas['CrewRole'];
/** The roles, in the document's order (the form's and the filter's). */
export const CREW_ROLES = crewRoleValues;

export type CrewStatus = Schemas['CrewStatus'];
export const CREW_STATUSES = crewStatusValues;

export type CrewMember = Schemas['CrewMember'];
/** What POST sends (PATCH sends any part of it). */
export type CrewMemberPayload = Schemas['CrewMemberPayload'];
