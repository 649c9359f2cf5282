import { http, HttpResponse } from 'msw';
import type {
  CrewMember,
  CrewMemberPage,
  CrewMemberPayload,
} from '../../../entities/fleet/contract';
import { VALIDATOR, badRequest, findOwned, notFound, paginate, readJson } from '../../api';
import { organizationFor } from '../../auth';
import { db, nextId, now, today } from '../../db';
import { findCrew, readCrewListQuery } from './list';
import type { CrewMemberRecord } from './records';
import { readCrewPayload } from './validation';

export const CREW_MEMBER_NOT_FOUND = 'errors.crew_member_not_found';
export const CREW_LICENCE_ALREADY_EXISTS = 'errors.crew_licence_already_exists';

/** The API shape: the organization stays on the server. */
export function toCrewMember({
  organizationId: _organizationId,
  ...member
}: CrewMemberRecord): CrewMember {
  return { ...member, aircraftTypes: [...member.aircraftTypes] };
}

/** A crew member of that organization; another organization's is as absent as a deleted one. */
function findMember(organizationId: number, rawId: unknown): CrewMemberRecord | undefined {
  return findOwned(db.crewMembers, organizationId, rawId);
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

function isCompletePayload(payload: Partial<CrewMemberPayload>): payload is CrewMemberPayload {
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
export const crewHandlers = [
  http.get('*/api/crew-member', ({ request }) => {
    const organizationId = organizationFor(request, 'CREW_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const query = readCrewListQuery(new URL(request.url).searchParams, today());
    if (query instanceof Response) return query;
    const found = findCrew(db.crewMembers, organizationId, query);
    const body: CrewMemberPage = {
      crewMembers: paginate(found, query.page).map(toCrewMember),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  http.get('*/api/crew-member/:id', ({ request, params }) => {
    const organizationId = organizationFor(request, 'CREW_VIEW');
    if (organizationId instanceof Response) return organizationId;
    const member = findMember(organizationId, params.id);
    return member ? HttpResponse.json(toCrewMember(member)) : notFound(CREW_MEMBER_NOT_FOUND);
  }),

  http.post('*/api/crew-member', async ({ request }) => {
    const organizationId = organizationFor(request, 'CREW_ADD');
    if (organizationId instanceof Response) return organizationId;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readCrewPayload(body, false);
    if (errors || !isCompletePayload(payload)) return badRequest(errors ?? undefined);
    const duplicate = duplicateLicence(organizationId, payload.licenceNumber);
    if (duplicate) return duplicate;
    const stamp = now().toISOString();
    const member: CrewMemberRecord = {
      ...payload,
      id: nextId(db.crewMembers),
      organizationId,
      createdAt: stamp,
      updatedAt: stamp,
    };
    db.crewMembers.push(member);
    return HttpResponse.json(toCrewMember(member), { status: 201 });
  }),

  http.patch('*/api/crew-member/:id', async ({ request, params }) => {
    const organizationId = organizationFor(request, 'CREW_EDIT');
    if (organizationId instanceof Response) return organizationId;
    const member = findMember(organizationId, params.id);
    if (!member) return notFound(CREW_MEMBER_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readCrewPayload(body, true);
    if (errors) return badRequest(errors);
    const duplicate = duplicateLicence(organizationId, payload.licenceNumber, member.id);
    if (duplicate) return duplicate;
    const updated: CrewMemberRecord = { ...member, ...payload, updatedAt: now().toISOString() };
    db.crewMembers = db.crewMembers.map((m) => (m.id === member.id ? updated : m));
    return HttpResponse.json(toCrewMember(updated));
  }),

  http.delete('*/api/crew-member/:id', ({ request, params }) => {
    const organizationId = organizationFor(request, 'CREW_DELETE');
    if (organizationId instanceof Response) return organizationId;
    const member = findMember(organizationId, params.id);
    if (!member) return notFound(CREW_MEMBER_NOT_FOUND);
    db.crewMembers = db.crewMembers.filter((m) => m.id !== member.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
