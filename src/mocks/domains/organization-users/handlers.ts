import { http, HttpResponse } from 'msw';
import type {
  InviteUserPayload,
  OrganizationUser as OrganizationUserDto,
  OrganizationUserPage,
  OrganizationWorkrole,
  WorkrolePage,
} from '../../../features/organization-users/api/users.types';
import {
  ORGANIZATION_USER_SORTS,
  ORGANIZATION_USER_STATUSES,
} from '../../../features/organization-users/api/users.types';
import {
  QueryReader,
  VALIDATOR,
  apiError,
  badRequest,
  folded,
  idParam,
  isEmail,
  notFound,
  paginate,
  readJson,
  requiredErrors,
  type JsonObject,
  TEXT_MAX,
  lengthErrors,
} from '../../api';
import { issueActionToken } from '../../auth';
import { db, nextId, now } from '../../db';
import type { OrganizationUser, UserRecord, Workrole } from '../auth/records';
import { appLink, sendMail } from '../mail';
import type { OrganizationRecord } from '../organizations/records';
import { organizationAccess } from './access';
import { RIGHTS_NOT_HELD, refusedChange, rightsBeyondEditor } from './guards';
import { normalizedRights, readRights } from './rights';

export const ORGANIZATION_USER_NOT_FOUND = 'errors.organization_user_not_found';
export const CANNOT_DELETE_YOURSELF = 'errors.organization_user_delete_self';
export const NOT_INVITED = 'errors.organization_user_not_invited';
export const WORKROLE_NOT_FOUND = 'errors.workrole_not_found';
export const WORKROLE_IN_USE = 'errors.workrole_in_use';
export const WORKROLE_READ_ONLY = 'errors.workrole_read_only';
export const ALREADY_MEMBER = 'errors.organization_user_already_member';

const CUSTOM_CODE = 'custom';

/** A platform template is offered to the organizations of its side. */
function sideFits(workrole: Workrole, organization: OrganizationRecord): boolean {
  if (workrole.side === 'any') return true;
  if (workrole.side === 'buyer') return organization.buyer;
  if (workrole.side === 'seller') return organization.seller;
  return !organization.buyer && !organization.seller;
}

function isTemplate(workrole: Workrole): boolean {
  return workrole.organizationId === undefined || workrole.organizationId === null;
}

/** The workroles the organization may give: fitting templates, then its own. */
function workrolesOf(organization: OrganizationRecord): Workrole[] {
  return db.workroles.filter((w) =>
    isTemplate(w) ? sideFits(w, organization) : w.organizationId === organization.id,
  );
}

function findWorkrole(organization: OrganizationRecord, rawId: unknown): Workrole | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : typeof rawId === 'number' ? rawId : null;
  return workrolesOf(organization).find((w) => w.id === id);
}

function usersCount(organizationId: number, workroleId: number): number {
  return db.organizationUsers.filter(
    (m) => m.organizationId === organizationId && m.workroleId === workroleId,
  ).length;
}

function toWorkrole(workrole: Workrole, organizationId: number): OrganizationWorkrole {
  return {
    id: workrole.id,
    name: workrole.name,
    rights: normalizedRights(workrole.rights),
    template: isTemplate(workrole),
    custom: workrole.code === CUSTOM_CODE,
    usersCount: usersCount(organizationId, workrole.id),
  };
}

function toOrganizationUser(membership: OrganizationUser): OrganizationUserDto | null {
  const user = db.users.find((u) => u.id === membership.userId);
  if (!user) return null;
  const workrole = db.workroles.find((w) => w.id === membership.workroleId);
  // Until the invited person accepts, the organization sees the email it typed and nothing of
  // the account behind it (whether there is one, its names, phone or id).
  const pending = membership.status === 'invited';
  return {
    id: membership.id,
    organizationId: membership.organizationId,
    userId: pending ? null : user.id,
    firstName: pending ? '' : user.firstName,
    lastName: pending ? '' : user.lastName,
    email: user.email,
    phone: pending ? null : user.phone,
    role: membership.role,
    status: membership.status,
    workrole: workrole
      ? { id: workrole.id, name: workrole.name, custom: workrole.code === CUSTOM_CODE }
      : null,
    rights: normalizedRights(membership.rights),
    createdAt: membership.createdAt,
  };
}

function findMembership(organizationId: number, rawId: unknown): OrganizationUser | undefined {
  const id = typeof rawId === 'string' ? idParam(rawId) : null;
  return db.organizationUsers.find((m) => m.id === id && m.organizationId === organizationId);
}

/**
 * Mails the invitation: a person without an account gets a one-time link to `/registration-user`
 * (choosing a password accepts it); one with an account, a link to their pending invitations.
 */
function mailInvitation(
  request: Request,
  user: UserRecord,
  organization: OrganizationRecord,
  invitedBy: UserRecord,
) {
  const from = `${invitedBy.firstName} ${invitedBy.lastName}`.trim();
  const subject = `${from} invites you to join ${organization.commercialName} on AeroMarket`;
  if (user.status !== 'invited') {
    sendMail({
      kind: 'user_invitation',
      to: user.email,
      subject,
      text: `Hello,\n\n${from} invites you to join ${organization.commercialName} on AeroMarket. Log in and accept or decline the invitation: you join only once you accept.`,
      links: [{ label: 'See the invitation', url: appLink(request, '/invitations') }],
    });
    return;
  }
  const { token } = issueActionToken('invitation', user.id);
  sendMail({
    kind: 'user_invitation',
    to: user.email,
    subject,
    text: `Hello,\n\n${from} invites you to join ${organization.commercialName} on AeroMarket. Open the link below to choose your password and accept the invitation. The link works for 14 days.`,
    links: [
      {
        label: 'Accept the invitation',
        url: appLink(request, '/registration-user', { token }),
      },
    ],
  });
}

function readInvitePayload(body: JsonObject): {
  payload?: InviteUserPayload;
  errors?: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {
    ...requiredErrors(body, ['email', 'firstName', 'lastName', 'workroleId']),
  };
  const text = (name: string) => {
    const value = body[name];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      errors[name] = [VALIDATOR.required];
    }
    return typeof value === 'string' ? value.trim() : '';
  };
  const email = text('email').toLowerCase();
  const firstName = text('firstName');
  const lastName = text('lastName');
  if (email !== '' && !errors.email && !isEmail(email)) errors.email = [VALIDATOR.email];
  const workroleId = body.workroleId;
  if (workroleId !== undefined && workroleId !== null && typeof workroleId !== 'number') {
    errors.workroleId = [VALIDATOR.choice];
  }
  const rights = readRights(body.rights);
  Object.assign(errors, rights.errors);
  const { name, email: emailMax } = TEXT_MAX;
  Object.assign(errors, lengthErrors(body, { email: emailMax, firstName: name, lastName: name }));
  if (Object.keys(errors).length > 0 || typeof workroleId !== 'number') return { errors };
  return { payload: { email, firstName, lastName, workroleId, rights: rights.rights } };
}

function readWorkroleName(
  body: JsonObject,
  organization: OrganizationRecord,
  partial: boolean,
  exceptId?: number,
): { name?: string; errors?: Record<string, string[]> } {
  const value = body.name;
  if (value === undefined && partial) return {};
  if (typeof value !== 'string' || value.trim() === '') {
    return { errors: { name: [VALIDATOR.required] } };
  }
  const name = value.trim().replace(/\s+/g, ' ');
  const tooLong = lengthErrors({ name }, { name: TEXT_MAX.name });
  if (tooLong) return { errors: tooLong };
  const taken = workrolesOf(organization).some(
    (w) => w.id !== exceptId && folded(w.name) === folded(name),
  );
  return taken ? { errors: { name: [VALIDATOR.alreadyUsed] } } : { name };
}

export const organizationUserHandlers = [
  http.get('*/api/organization/:organizationId/users', ({ request, params }) => {
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

  http.get('*/api/organization/:organizationId/users/:id', ({ request, params }) => {
    const access = organizationAccess(request, params.organizationId, 'VIEW');
    if (access instanceof Response) return access;
    const membership = findMembership(access.organization.id, params.id);
    const dto = membership ? toOrganizationUser(membership) : null;
    return dto ? HttpResponse.json(dto) : notFound(ORGANIZATION_USER_NOT_FOUND);
  }),

  http.post('*/api/organization/:organizationId/users', async ({ request, params }) => {
    const access = organizationAccess(request, params.organizationId, 'ADD');
    if (access instanceof Response) return access;
    const { organization } = access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readInvitePayload(body);
    if (!payload) return badRequest(errors);
    const workrole = findWorkrole(organization, payload.workroleId);
    if (!workrole) return badRequest({ workroleId: [VALIDATOR.choice] });
    const rights = payload.rights ?? normalizedRights(workrole.rights);
    if (rightsBeyondEditor(access, [], rights).length > 0) return apiError(400, RIGHTS_NOT_HELD);
    const existing = db.users.find((u) => u.email.toLowerCase() === payload.email);
    // The organization already lists this person (member or invited): nothing new is told.
    if (
      existing &&
      db.organizationUsers.some(
        (m) => m.userId === existing.id && m.organizationId === organization.id,
      )
    ) {
      return badRequest({ email: [VALIDATOR.alreadyUsed] }, ALREADY_MEMBER);
    }
    const stamp = now().toISOString();
    const user: UserRecord = existing ?? {
      id: nextId(db.users),
      email: payload.email,
      // None yet: the invitee chooses one at /registration-user (login refuses invited users).
      passwordHash: '',
      firstName: payload.firstName,
      lastName: payload.lastName,
      phone: null,
      profilePictureFileUrl: null,
      defaultLangCode: organization.langCode,
      defaultCurrencyCode: organization.currencyCode,
      rights: [],
      status: 'invited',
      createdAt: stamp,
    };
    if (!existing) db.users.push(user);
    // Pending for everyone, account or not: the invited person accepts (DECISIONS.md).
    const membership: OrganizationUser = {
      id: nextId(db.organizationUsers),
      organizationId: organization.id,
      userId: user.id,
      workroleId: workrole.id,
      role: 'member',
      rights,
      status: 'invited',
      createdAt: stamp,
    };
    db.organizationUsers.push(membership);
    mailInvitation(request, user, organization, access.user);
    return HttpResponse.json(toOrganizationUser(membership), { status: 201 });
  }),

  http.patch('*/api/organization/:organizationId/users/:id', async ({ request, params }) => {
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

  http.patch(
    '*/api/organization/:organizationId/users/:id/new-invitation',
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

  http.delete('*/api/organization/:organizationId/users/:id', ({ request, params }) => {
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

  http.get('*/api/organization-configuration/:organizationId/workrole', ({ request, params }) => {
    const access = organizationAccess(request, params.organizationId, 'VIEW');
    if (access instanceof Response) return access;
    const query = new QueryReader(new URL(request.url).searchParams);
    const search = query.text('searchQuery');
    const page = query.page(100);
    if (query.failed()) return query.badRequest();
    const wanted = search === undefined ? undefined : folded(search);
    const found = workrolesOf(access.organization)
      .filter((w) => wanted === undefined || folded(w.name).includes(wanted))
      .sort(
        (a, b) => Number(isTemplate(b)) - Number(isTemplate(a)) || a.name.localeCompare(b.name),
      );
    const body: WorkrolePage = {
      workroles: paginate(found, page).map((w) => toWorkrole(w, access.organization.id)),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  http.get(
    '*/api/organization-configuration/:organizationId/workrole/:id',
    ({ request, params }) => {
      const access = organizationAccess(request, params.organizationId, 'VIEW');
      if (access instanceof Response) return access;
      const workrole = findWorkrole(access.organization, params.id);
      return workrole
        ? HttpResponse.json(toWorkrole(workrole, access.organization.id))
        : notFound(WORKROLE_NOT_FOUND);
    },
  ),

  http.post(
    '*/api/organization-configuration/:organizationId/workrole',
    async ({ request, params }) => {
      const access = organizationAccess(request, params.organizationId, 'ADD');
      if (access instanceof Response) return access;
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const { name, errors: nameErrors } = readWorkroleName(body, access.organization, false);
      const { rights, errors: rightErrors } = readRights(body.rights ?? []);
      const errors = { ...nameErrors, ...rightErrors };
      if (Object.keys(errors).length > 0 || name === undefined) return badRequest(errors);
      const workrole: Workrole = {
        id: nextId(db.workroles),
        code: `organization_${access.organization.id}_${nextId(db.workroles)}`,
        name,
        side: 'any',
        rights: rights ?? [],
        organizationId: access.organization.id,
      };
      db.workroles.push(workrole);
      return HttpResponse.json(toWorkrole(workrole, access.organization.id), { status: 201 });
    },
  ),

  http.patch(
    '*/api/organization-configuration/:organizationId/workrole/:id',
    async ({ request, params }) => {
      const access = organizationAccess(request, params.organizationId, 'EDIT');
      if (access instanceof Response) return access;
      const workrole = findWorkrole(access.organization, params.id);
      if (!workrole) return notFound(WORKROLE_NOT_FOUND);
      if (isTemplate(workrole)) return apiError(400, WORKROLE_READ_ONLY);
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const named = readWorkroleName(body, access.organization, true, workrole.id);
      const { rights, errors: rightErrors } = readRights(body.rights);
      const errors = { ...named.errors, ...rightErrors };
      if (Object.keys(errors).length > 0) return badRequest(errors);
      // Members keep the rights they hold: a workrole predefines, it does not follow them.
      const updated: Workrole = {
        ...workrole,
        name: named.name ?? workrole.name,
        rights: rights ?? workrole.rights,
      };
      db.workroles = db.workroles.map((w) => (w.id === updated.id ? updated : w));
      return HttpResponse.json(toWorkrole(updated, access.organization.id));
    },
  ),

  http.delete(
    '*/api/organization-configuration/:organizationId/workrole/:id',
    ({ request, params }) => {
      const access = organizationAccess(request, params.organizationId, 'DELETE');
      if (access instanceof Response) return access;
      const workrole = findWorkrole(access.organization, params.id);
      if (!workrole) return notFound(WORKROLE_NOT_FOUND);
      if (isTemplate(workrole)) return apiError(400, WORKROLE_READ_ONLY);
      if (db.organizationUsers.some((m) => m.workroleId === workrole.id)) {
        return apiError(400, WORKROLE_IN_USE);
      }
      db.workroles = db.workroles.filter((w) => w.id !== workrole.id);
      return new HttpResponse(null, { status: 204 });
    },
  ),
];
