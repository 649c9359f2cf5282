import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type {
  MyAccount,
  MyAccountPayload,
  MyOrganization,
} from '../../../entities/account/contract';
import {
  VALIDATOR,
  badRequest,
  isIsoDate,
  isPhone,
  readForm,
  readJson,
  type JsonObject,
  TEXT_MAX,
  lengthErrors,
  passwordLengthError,
} from '../../api';
import {
  LEAKED_PASSWORD,
  hashPassword,
  isLeakedPassword,
  membershipOf,
  requireUser,
  revokeOtherSessions,
  sessionIdOf,
  userOrganizations,
  verifyPassword,
} from '../../auth';
import { db } from '../../db';
import type { UserRecord } from '../auth';
import { passwordChecks } from '../../../lib/validation/predicates';

/** The message a wrong current password answers (locales/*\/validation.json). */
export const CURRENT_PASSWORD_INVALID = 'validator.current_password';
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
type Language = NonNullable<MyAccountPayload['defaultLangCode']>;
const LANGUAGES: readonly string[] = ['en', 'fr'] satisfies Language[];
const isLanguage = (value: string): value is Language => LANGUAGES.includes(value);
/** The demo API enforces the stricter reading of the policy's length only when asked: 8 is the floor. */
const PASSWORD_MIN = 8;

export function toMyAccount(user: UserRecord): MyAccount {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    birthdate: user.birthdate ?? null,
    defaultLang: { code: user.defaultLangCode },
    profilePictureFileUrl: user.profilePictureFileUrl,
  };
}

function text(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** PATCH api/my-account: every field optional, each checked. */
function readAccountPayload(body: JsonObject): {
  payload: Partial<MyAccountPayload>;
  errors: Record<string, string[]> | null;
} {
  const errors: Record<string, string[]> = {};
  const payload: Partial<MyAccountPayload> = {};
  for (const key of ['firstName', 'lastName'] as const) {
    if (!(key in body)) continue;
    const value = text(body, key);
    if (!value) errors[key] = [VALIDATOR.required];
    else payload[key] = value;
  }
  if ('phone' in body) {
    const value = body.phone === null ? '' : text(body, 'phone');
    if (value === undefined || (value !== '' && !isPhone(value))) errors.phone = [VALIDATOR.tel];
    else payload.phone = value === '' ? null : value;
  }
  if ('birthdate' in body) {
    const value = body.birthdate === null ? '' : text(body, 'birthdate');
    if (value === undefined || (value !== '' && !isIsoDate(value))) {
      errors.birthdate = [VALIDATOR.date];
    } else payload.birthdate = value === '' ? null : value;
  }
  if ('defaultLangCode' in body) {
    const value = text(body, 'defaultLangCode');
    if (!value || !isLanguage(value)) errors.defaultLangCode = [VALIDATOR.choice];
    else payload.defaultLangCode = value;
  }
  const { name, code } = TEXT_MAX;
  Object.assign(errors, lengthErrors(body, { firstName: name, lastName: name, phone: code }));
  return { payload, errors: Object.keys(errors).length > 0 ? errors : null };
}

export function myOrganizations(user: UserRecord): MyOrganization[] {
  const defaultId = userOrganizations(user)[0]?.id ?? null;
  return userOrganizations(user).flatMap((organization) => {
    const membership = membershipOf(user, organization.id);
    if (!membership) return [];
    const workrole = db.workroles.find((w) => w.id === membership.workroleId);
    return [
      {
        id: organization.id,
        name: organization.name,
        buyer: organization.buyer,
        seller: organization.seller,
        role: membership.role,
        workrole: workrole ? { id: workrole.id, name: workrole.name } : null,
        isDefault: organization.id === defaultId,
      },
    ];
  });
}

/** Base64 without Buffer: the handlers also run in a browser's service worker. */
function base64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

async function readPicture(request: Request): Promise<File | Response> {
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const file = form.get('file');
  // A File of whichever realm parsed the body (not always this one's Blob).
  if (file === null || typeof file === 'string' || file.size === 0) {
    return badRequest({ file: [VALIDATOR.required] });
  }
  if (!file.type.startsWith('image/')) return badRequest({ file: [VALIDATOR.fileType] });
  if (file.size > MAX_PICTURE_BYTES) return badRequest({ file: [VALIDATOR.fileSize] });
  return file;
}

/** The signed-in user's own account: any signed-in user (DEFAULT_VIEW), no organization needed. */
export const profileHandlers = [
  apiHttp.get('/api/my-account', ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(toMyAccount(user));
  }),

  apiHttp.patch('/api/my-account', async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readAccountPayload(body);
    if (errors) return badRequest(errors);
    if (payload.firstName !== undefined) user.firstName = payload.firstName;
    if (payload.lastName !== undefined) user.lastName = payload.lastName;
    if (payload.phone !== undefined) user.phone = payload.phone;
    if (payload.birthdate !== undefined) user.birthdate = payload.birthdate;
    if (payload.defaultLangCode !== undefined) user.defaultLangCode = payload.defaultLangCode;
    return HttpResponse.json(toMyAccount(user));
  }),

  apiHttp.post('/api/my-account/profile-picture', async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const file = await readPicture(request);
    if (file instanceof Response) return file;
    // Kept as a data URL: the demo stores no binary files (the CSP allows data: images).
    user.profilePictureFileUrl = `data:${file.type};base64,${base64(await file.arrayBuffer())}`;
    return HttpResponse.json(toMyAccount(user), { status: 201 });
  }),

  apiHttp.get('/api/my-account/organizations', ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(myOrganizations(user));
  }),

  apiHttp.patch('/api/my-account/default-organization', async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const id = body.organizationId;
    if (typeof id !== 'number' || !Number.isInteger(id)) {
      return badRequest({ organizationId: [VALIDATOR.required] });
    }
    if (!userOrganizations(user).some((o) => o.id === id)) {
      return badRequest({ organizationId: [VALIDATOR.choice] });
    }
    user.defaultOrganizationId = id;
    return HttpResponse.json(myOrganizations(user));
  }),

  apiHttp.patch('/api/my-account/password', async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    const next = typeof body.plainPassword === 'string' ? body.plainPassword : '';
    const errors: Record<string, string[]> = {};
    if (current === '') errors.currentPassword = [VALIDATOR.required];
    if (next === '') errors.plainPassword = [VALIDATOR.required];
    if (Object.keys(errors).length > 0) return badRequest(errors);
    if (!(await verifyPassword(current, user.passwordHash))) {
      return badRequest({ currentPassword: [CURRENT_PASSWORD_INVALID] });
    }
    const tooLong = passwordLengthError(next);
    if (tooLong) return badRequest({ plainPassword: [tooLong] });
    const checks = passwordChecks(next, PASSWORD_MIN);
    if (!Object.values(checks).every(Boolean)) {
      return badRequest({ plainPassword: [VALIDATOR.password] });
    }
    if (isLeakedPassword(next)) return badRequest({ plainPassword: [LEAKED_PASSWORD] });
    user.passwordHash = await hashPassword(next);
    // Whoever else knew the old password is logged out; the session that changed it stays.
    revokeOtherSessions(user.id, sessionIdOf(request));
    return new HttpResponse(null, { status: 204 });
  }),
];
