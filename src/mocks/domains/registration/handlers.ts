import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { Schemas } from '../../../lib/api/contract';
import {
  VALIDATOR,
  badRequest,
  lengthErrors,
  readJson,
  TEXT_MAX,
  type JsonObject,
} from '../../api';
import {
  LEAKED_PASSWORD,
  consumeActionToken,
  findActionToken,
  hashPassword,
  isLeakedPassword,
} from '../../auth';
import { db, now } from '../../db';
import { matchingAirports } from '../airports';
import { actsFor, findRegistration, newRegistrationToken } from './access';
import { offerHandlers } from './offers';
import { mailRegistration, register } from './register';
import { passwordError } from './validation';
import { REGISTRATION_LIMIT, limitedPerClient } from '../rate-limits';

export const TOKEN_NOT_FOUND = 'errors.token_not_found';

/** 400 on `password` when the policy or the leaked list refuses it; null when it is fine. */
function refusedPassword(password: unknown): Response | null {
  const error = passwordError(password);
  if (error) return badRequest({ password: [error] });
  if (typeof password === 'string' && isLeakedPassword(password)) {
    return badRequest({ password: [LEAKED_PASSWORD] });
  }
  return null;
}

function text(body: JsonObject, field: string): string | null {
  const raw = body[field];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
}

/** Registration (spec section 7, "Auth"): public endpoints, no session. */
export const registrationHandlers = [
  ...offerHandlers,
  apiHttp.get('/api/register/airports', ({ request }) => {
    const search = new URL(request.url).searchParams.get('searchQuery') ?? '';
    const found: Schemas['RegistrationAirport'][] = matchingAirports(search)
      .slice(0, 20)
      .map(({ id, icao, iata, name, city, countryCode }) => ({
        id,
        icao,
        iata,
        name,
        city,
        countryCode,
      }));
    return HttpResponse.json(found);
  }),

  // Five registrations an hour per client (429 past them).
  apiHttp.post('/client-register', ({ request }) =>
    limitedPerClient(request, 'register', REGISTRATION_LIMIT, () => register(request, 'buyer')),
  ),
  apiHttp.post('/seller-register', ({ request }) =>
    limitedPerClient(request, 'register', REGISTRATION_LIMIT, () => register(request, 'seller')),
  ),

  apiHttp.patch('/register-new-validation-mail/{id}', async ({ request, params }) => {
    const body = await readJson(request);
    const token = body instanceof Response ? undefined : body.token;
    const registration = findRegistration(params.id);
    // Only the browser that registered (its token) or the admin's session may ask: an id alone
    // would let anyone kill a stranger's link. Unknown and refused answer alike.
    if (
      !registration ||
      registration.validatedAt !== null ||
      !actsFor(request, registration, token)
    ) {
      return badRequest({ token: [TOKEN_NOT_FOUND] }, TOKEN_NOT_FOUND);
    }
    if (!registration.duplicate) mailRegistration(request, registration, undefined);
    return new HttpResponse(null, { status: 204 });
  }),

  apiHttp.patch('/register-validate', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const token = findActionToken('registration', body.token);
    const registration = token && db.registrations.find((r) => r.id === token.subjectId);
    if (!token || !registration || registration.validatedAt !== null) {
      return badRequest({ token: [TOKEN_NOT_FOUND] }, TOKEN_NOT_FOUND);
    }
    const refused = refusedPassword(body.password);
    if (refused) return refused;
    const user = db.users.find((u) => u.id === registration.userId);
    if (!user || typeof body.password !== 'string') return badRequest();
    user.passwordHash = await hashPassword(body.password);
    user.status = 'active';
    for (const membership of db.organizationUsers) {
      if (
        membership.userId === user.id &&
        membership.organizationId === registration.organizationId
      ) {
        membership.status = 'active';
      }
    }
    const organization = db.organizations.find((o) => o.id === registration.organizationId);
    // A platform operator reviews the organization before it trades (awaiting validation).
    if (organization) organization.organizationStatus = 'awaiting_validation';
    registration.validatedAt = now().toISOString();
    consumeActionToken(token);
    registration.token ??= newRegistrationToken();
    const answer: Schemas['RegistrationValidated'] = {
      id: registration.id,
      side: registration.side,
      email: registration.email,
      token: registration.token,
    };
    return HttpResponse.json(answer);
  }),

  apiHttp.post('/api/register-user', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const token = findActionToken('invitation', body.token);
    const user = token && db.users.find((u) => u.id === token.subjectId);
    if (!token || !user || user.status !== 'invited') {
      return badRequest({ token: [TOKEN_NOT_FOUND] }, TOKEN_NOT_FOUND);
    }
    const errors: Record<string, string[]> = {};
    const firstName = text(body, 'firstName');
    const lastName = text(body, 'lastName');
    const phone = text(body, 'phone');
    if (firstName === null) errors.firstName = [VALIDATOR.required];
    if (lastName === null) errors.lastName = [VALIDATOR.required];
    if (body.phone !== undefined && body.phone !== null && typeof body.phone !== 'string') {
      errors.phone = [VALIDATOR.tel];
    }
    Object.assign(
      errors,
      lengthErrors(body, {
        firstName: TEXT_MAX.name,
        lastName: TEXT_MAX.name,
        phone: TEXT_MAX.code,
      }),
    );
    const policy = passwordError(body.password);
    if (policy) errors.password = [policy];
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const refused = refusedPassword(body.password);
    if (refused) return refused;
    if (firstName === null || lastName === null || typeof body.password !== 'string') {
      return badRequest();
    }
    user.firstName = firstName;
    user.lastName = lastName;
    user.phone = phone;
    user.passwordHash = await hashPassword(body.password);
    user.status = 'active';
    for (const membership of db.organizationUsers) {
      if (membership.userId === user.id && membership.status === 'invited') {
        membership.status = 'active';
      }
    }
    consumeActionToken(token);
    const answer: Schemas['RegisterUserAnswer'] = { validationRequired: false };
    return HttpResponse.json(answer);
  }),
];
