import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { Schemas } from '../../../lib/api/contract';
import { organizationUserStatusValues } from '../../../lib/contract/generated/constants';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  idParam,
  isJsonObject,
  matchesWords,
  naturalOrder,
  notFound,
  paginate,
  readJson,
  searchWords,
} from '../../api';
import { authorize } from '../../auth';
import { db } from '../../db';
import type { UserRecord } from '../auth';
import { inviteMember } from './invite';
import { readInvitePayload } from './members';

export const USER_NOT_FOUND = 'errors.user_not_found';

function toPlatformUser(user: UserRecord): Schemas['PlatformUser'] {
  const organizations = db.organizationUsers
    .filter((m) => m.userId === user.id)
    .map((m) => ({
      id: m.id,
      organizationId: m.organizationId,
      organizationName:
        db.organizations.find((o) => o.id === m.organizationId)?.commercialName ?? '',
      role: m.role,
      status: m.status,
      workrole: db.workroles.find((w) => w.id === m.workroleId)?.name ?? null,
    }));
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    status: user.status,
    operator: user.rights.some((r) => r.subject.startsWith('OPERATOR_')),
    createdAt: user.createdAt,
    organizations,
  };
}

const byName = (a: UserRecord, b: UserRecord) =>
  naturalOrder.compare(a.lastName, b.lastName) ||
  naturalOrder.compare(a.firstName, b.firstName) ||
  a.id - b.id;

/**
 * The operators' users screen (spec section 7, "Users (generic)"): every account across
 * organizations [OPERATOR_USER_VIEW], one with its memberships, and an invitation into any
 * organization [OPERATOR_USER_ADD] that goes the way an organization's own invitation goes.
 */
export const platformUserHandlers = [
  apiHttp.get('/apps/user/users', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_USER_VIEW');
    if (auth instanceof Response) return auth;
    const query = new QueryReader(new URL(request.url).searchParams);
    const words = searchWords(query.text('searchQuery')?.trim());
    const status = query.oneOf('status', organizationUserStatusValues);
    const organizationId = query.matching('organizationId', /^[1-9]\d*$/, VALIDATOR.number);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const members =
      organizationId === undefined
        ? null
        : new Set(
            db.organizationUsers
              .filter((m) => m.organizationId === Number(organizationId))
              .map((m) => m.userId),
          );
    const found = db.users
      .filter(
        (u) =>
          (status === undefined || u.status === status) &&
          (members === null || members.has(u.id)) &&
          matchesWords(`${u.firstName} ${u.lastName} ${u.email}`, words),
      )
      .sort(byName);
    return HttpResponse.json({
      users: paginate(found, page).map(toPlatformUser),
      totalItems: found.length,
    });
  }),

  apiHttp.get('/apps/user/users/{id}', ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_USER_VIEW');
    if (auth instanceof Response) return auth;
    const id = typeof params.id === 'string' ? idParam(params.id) : null;
    const user = db.users.find((u) => u.id === id);
    return user ? HttpResponse.json(toPlatformUser(user)) : notFound(USER_NOT_FOUND);
  }),

  apiHttp.post('/apps/user/users', async ({ request }) => {
    const auth = authorize(request, 'OPERATOR_USER_ADD');
    if (auth instanceof Response) return auth;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const given = isJsonObject(body.user) ? body.user : {};
    const { payload, errors = {} } = readInvitePayload(given);
    const organization = db.organizations.find((o) => o.id === given.organizationId);
    if (!organization) errors.organizationId = [VALIDATOR.choice];
    // The spec's body is `{ user }`: the fields' errors are named inside it.
    const named = Object.fromEntries(Object.entries(errors).map(([k, v]) => [`user.${k}`, v]));
    if (!payload || !organization || Object.keys(named).length > 0) return badRequest(named);
    const access = { user: auth.user, organization, operator: true };
    const membership = inviteMember(request, access, payload);
    if (membership instanceof Response) return renamed(membership);
    const invited = db.users.find((u) => u.id === membership.userId);
    if (!invited) return notFound(USER_NOT_FOUND);
    return HttpResponse.json(toPlatformUser(invited), { status: 201 });
  }),
];

/** An invitation's 400 with its field errors named inside `user`, as the body sent them. */
async function renamed(response: Response): Promise<Response> {
  const answer: unknown = await response.clone().json();
  if (!isJsonObject(answer) || !isJsonObject(answer.errors)) return response;
  const errors = Object.fromEntries(
    Object.entries(answer.errors).map(([k, v]) => [`user.${k}`, v]),
  );
  return HttpResponse.json({ ...answer, errors }, { status: response.status });
}
