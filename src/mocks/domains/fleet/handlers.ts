import type { Schemas } from '../../../lib/api/contract';
import { VALIDATOR, badRequest } from '../../api';
import { crudRights, ownedCrud } from '../../crud';
import { db, today } from '../../db';
import { readCrewListQuery } from './list';
import type { CrewMemberRecord } from './records';
import { readCrewPayload } from './validation';

export const CREW_MEMBER_NOT_FOUND = 'errors.crew_member_not_found';
export const CREW_LICENCE_ALREADY_EXISTS = 'errors.crew_licence_already_exists';

/** The API shape: the organization stays on the server. */
export function toCrewMember({
  organizationId: _organizationId,
  ...member
}: CrewMemberRecord): Schemas['CrewMember'] {
  return { ...member, aircraftTypes: [...member.aircraftTypes] };
}

/** A licence number is unique in its organization (case aside); 400 on the field otherwise. */
function duplicateLicence(
  organizationId: number,
  licenceNumber: string | undefined,
  exceptId?: number,
): Response | null {
  if (licenceNumber === undefined) return null;
  const wanted = licenceNumber.toUpperCase();
  const taken = db.crewMembers.some(
    (m) =>
      m.organizationId === organizationId &&
      m.id !== exceptId &&
      m.licenceNumber.toUpperCase() === wanted,
  );
  return taken
    ? badRequest({ licenceNumber: [VALIDATOR.alreadyUsed] }, CREW_LICENCE_ALREADY_EXISTS)
    : null;
}

function isCompletePayload(
  payload: Partial<Schemas['CrewMemberPayload']>,
): payload is Schemas['CrewMemberPayload'] {
  return (
    payload.firstName !== undefined &&
    payload.lastName !== undefined &&
    payload.crewRole !== undefined &&
    payload.licenceNumber !== undefined &&
    payload.licenceExpiryDate !== undefined &&
    payload.nationality !== undefined &&
    payload.email !== undefined &&
    payload.phone !== undefined &&
    payload.status !== undefined &&
    payload.aircraftTypes !== undefined
  );
}

/** Crew members (spec section 7, "Crew: CRUD api/crew-member"), per selected organization. */
export const crewHandlers = ownedCrud({
  path: 'api/crew-member',
  records: () => db.crewMembers,
  ownerKey: 'organizationId',
  rights: crudRights('CREW'),
  notFound: CREW_MEMBER_NOT_FOUND,
  toApi: toCrewMember,
  list: { key: 'crewMembers', query: (params) => readCrewListQuery(params, today()) },
  read: readCrewPayload,
  create: (payload, { ownerId }, stamp) => {
    if (!isCompletePayload(payload)) return badRequest();
    const duplicate = duplicateLicence(ownerId, payload.licenceNumber);
    return duplicate ?? { ...payload, ...stamp, organizationId: ownerId };
  },
  update: (member, payload) =>
    duplicateLicence(member.organizationId, payload.licenceNumber, member.id) ?? {
      ...member,
      ...payload,
    },
}).handlers;
