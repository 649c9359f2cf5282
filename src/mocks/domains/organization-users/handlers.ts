import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type {
  OrganizationUser as OrganizationUserDto,
  OrganizationUserPage,
} from '../../../entities/organization/contract';
import {
  ORGANIZATION_USER_SORTS,
  ORGANIZATION_USER_STATUSES,
} from '../../../entities/organization/contract';
import {
  QueryReader,
  VALIDATOR,
  apiError,
  badRequest,
  folded,
  idParam,
  notFound,
  paginate,
  readJson,
} from '../../api';
import { db } from '../../db';
import type { OrganizationUser, Workrole } from '../auth';
import { organizationAccess } from './access';
import { inviteMember } from './invite';
import { refusedChange } from './guards';
import {
  ORGANIZATION_USER_NOT_FOUND,
  findMembership,
  mailInvitation,
  readInvitePayload,
  toOrganizationUser,
} from './members';
import { normalizedRights, readRights } from './rights';
import { CUSTOM_CODE, findWorkrole } from './workroles';

export const CANNOT_DELETE_YOURSELF = 'errors.organization_user_delete_self';
export const NOT_INVITED = 'errors.organization_user_not_invited';
export { ALREADY_MEMBER } from './invite';

/** The organization's users: members and pending invitations. */
export const organizationUserHandlers = [
  apiHttp.get('/api/organization/{organizationId}/users', ({ request, params }) => {
    const access = organizationAccess(request, params.organizationId, 'VIEW');
    if (access instanceof Response) return access;
    const query = new QueryReader(new URL(request.url).searchParams);
    const search = query.text('searchQuery');
    const status = query.oneOf('status', ORGANIZATION_USER_STATUSES);
    const workroleRaw = query.text('workroleId');
    const workroleId = workroleRaw === undefined ? undefined : idParam(workroleRaw);
    const order = query.order(ORGANIZATION_USER_SORTS);
    const page = query.page();
    if (workroleRaw !== undefined && workroleId === null) {
      return badRequest({ ...query.errors, workroleId: [VALIDATOR.choice] });
    }
    if (query.failed()) return query.badRequest();
    const wanted = search === undefined ? undefined : folded(search);
    const found = db.organizationUsers
      .filter(
        (m) =>
          m.organizationId === access.organization.id &&
          (status === undefined || m.status === status) &&
          (workroleId === undefined || m.workroleId === workroleId),
      )
      .map(toOrganizationUser)
      .filter((u): u is OrganizationUserDto => u !== null)
      .filter(
        (u) =>
          wanted === undefined ||
          folded(`${u.firstName} ${u.lastName} ${u.email}`).includes(wanted),
      );
    const { field, direction } = order[0] ?? { field: 'lastName', direction: 'asc' };
    const sign = direction === 'asc' ? 1 : -1;
    // A pending invitation has no name yet: it sorts by its email among the last names.
    const keyOf = (u: OrganizationUserDto) =>
      field === 'lastName' && u.lastName === '' ? u.email : u[field];
    found.sort(
      (a, b) => sign * keyOf(a).localeCompare(keyOf(b)) || a.firstName.localeCompare(b.firstName),
    );
    const body: OrganizationUserPage = {
      organizationUsers: paginate(found, page),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/organization/{organizationId}/users/{id}', ({ request, params }) => {
    const access = organizationAccess(request, params.organizationId, 'VIEW');
    if (access instanceof Response) return access;
    const membership = findMembership(access.organization.id, params.id);
    const dto = membership ? toOrganizationUser(membership) : null;
    return dto ? HttpResponse.json(dto) : notFound(ORGANIZATION_USER_NOT_FOUND);
  }),

  apiHttp.post('/api/organization/{organizationId}/users', async ({ request, params }) => {
    const access = organizationAccess(request, params.organizationId, 'ADD');
    if (access instanceof Response) return access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readInvitePayload(body);
    if (!payload) return badRequest(errors);
    const membership = inviteMember(request, access, payload);
    if (membership instanceof Response) return membership;
    return HttpResponse.json(toOrganizationUser(membership), { status: 201 });
  }),

  apiHttp.patch('/api/organization/{organizationId}/users/{id}', async ({ request, params }) => {
    const access = organizationAccess(request, params.organizationId, 'EDIT');
    if (access instanceof Response) return access;
    const membership = findMembership(access.organization.id, params.id);
    if (!membership) return notFound(ORGANIZATION_USER_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const errors: Record<string, string[]> = {};
    let workrole: Workrole | undefined;
    if (body.workroleId !== undefined) {
      workrole =
        typeof body.workroleId === 'number'
          ? findWorkrole(access.organization, body.workroleId)
          : undefined;
      if (!workrole) errors.workroleId = [VALIDATOR.choice];
    }
    const rights = readRights(body.rights);
    Object.assign(errors, rights.errors);
    const apply = body.applyWorkroleRights;
    if (apply !== undefined && typeof apply !== 'boolean') {
      errors.applyWorkroleRights = [VALIDATOR.choice];
    }
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const nextWorkrole =
      workrole ?? db.workroles.find((w) => w.id === membership.workroleId) ?? undefined;
    // Existing users keep their rights unless told (spec section 6).
    let nextRights = membership.rights;
    if (rights.rights) nextRights = rights.rights;
    else if (apply === true && nextWorkrole && nextWorkrole.code !== CUSTOM_CODE) {
      nextRights = normalizedRights(nextWorkrole.rights);
    }
    const updated: OrganizationUser = {
      ...membership,
      workroleId: nextWorkrole?.id ?? membership.workroleId,
      rights: nextRights,
    };
    const refused = refusedChange(access, membership, updated);
    if (refused) return refused;
    db.organizationUsers = db.organizationUsers.map((m) => (m.id === updated.id ? updated : m));
    return HttpResponse.json(toOrganizationUser(updated));
  }),

  apiHttp.patch(
    '/api/organization/{organizationId}/users/{id}/new-invitation',
    ({ request, params }) => {
      const access = organizationAccess(request, params.organizationId, 'EDIT');
      if (access instanceof Response) return access;
      const membership = findMembership(access.organization.id, params.id);
      if (!membership) return notFound(ORGANIZATION_USER_NOT_FOUND);
      const user = db.users.find((u) => u.id === membership.userId);
      if (!user) return notFound(ORGANIZATION_USER_NOT_FOUND);
      if (membership.status !== 'invited') return apiError(400, NOT_INVITED);
      mailInvitation(request, user, access.organization, access.user);
      return HttpResponse.json(toOrganizationUser(membership));
    },
  ),

  apiHttp.delete('/api/organization/{organizationId}/users/{id}', ({ request, params }) => {
    const access = organizationAccess(request, params.organizationId, 'DELETE');
    if (access instanceof Response) return access;
    const membership = findMembership(access.organization.id, params.id);
    if (!membership) return notFound(ORGANIZATION_USER_NOT_FOUND);
    if (membership.userId === access.user.id) return apiError(400, CANNOT_DELETE_YOURSELF);
    const refused = refusedChange(access, membership, null);
    if (refused) return refused;
    db.organizationUsers = db.organizationUsers.filter((m) => m.id !== membership.id);
    // An invitee who never registered and belongs nowhere else leaves no account behind.
    const user = db.users.find((u) => u.id === membership.userId);
    if (user?.status === 'invited' && !db.organizationUsers.some((m) => m.userId === user.id)) {
      db.users = db.users.filter((u) => u.id !== user.id);
      db.actionTokens = db.actionTokens.filter(
        (t) => !(t.kind === 'invitation' && t.subjectId === user.id),
      );
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
