import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import { badRequest, clientOf, readJson, requiredErrors, unauthorized } from '../../api';
import {
  hashPassword,
  issueAccessToken,
  issueRefreshToken,
  needsRehash,
  revokeSessionOf,
  rotateRefreshToken,
  toAuthUser,
  verifyAgainstNobody,
  verifyPassword,
} from '../../auth';
import { db } from '../../db';
import {
  TOO_MANY_LOGIN_ATTEMPTS,
  clearCounter,
  countLoginFailure,
  loginWait,
  tooManyRequests,
} from '../rate-limits';

export const INVALID_CREDENTIALS = 'Invalid credentials.';
export const REFRESH_NOT_FOUND = 'JWT Refresh Token Not Found';

/** Login, silent refresh with rotation, and logout's revocation (spec sections 4 and 7). */
export const authHandlers = [
  apiHttp.post('/api/login_check', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const errors = requiredErrors(body, ['username', 'password']);
    if (errors) return badRequest(errors);

    const email = String(body.username).trim().toLowerCase();
    const password = String(body.password);
    // Five failures for one account or from one client, then growing waits (429): whatever
    // the password, and the same for an email without an account.
    const throttled = [`login:account:${email}`, `login:client:${clientOf(request)}`];
    const wait = loginWait(throttled);
    if (wait !== null) return tooManyRequests(wait, TOO_MANY_LOGIN_ATTEMPTS);
    const found = db.users.find((u) => u.email.toLowerCase() === email);
    const user = found?.status === 'active' ? found : undefined;
    // One answer, in the same time, for unknown, inactive and wrong password: the API never
    // tells which (an unknown email checks the password against a hash of nobody's).
    const valid = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstNobody(password);
    if (!user || !valid) {
      countLoginFailure(throttled);
      return unauthorized(INVALID_CREDENTIALS);
    }
    clearCounter(`login:account:${email}`);
    if (needsRehash(user.passwordHash)) user.passwordHash = await hashPassword(password);
    const refresh = issueRefreshToken(user.id);
    const access = issueAccessToken(user.id, refresh.sessionId);
    return HttpResponse.json(toAuthUser(user, access.token, refresh.token));
  }),

  apiHttp.post('/api/token/refresh', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response)
      return body.status === 415 ? body : unauthorized(REFRESH_NOT_FOUND);
    // Each refresh answers a new refreshToken; the one sent works 30 s more (two tabs), then never.
    const refresh =
      typeof body.refreshToken === 'string' ? rotateRefreshToken(body.refreshToken) : undefined;
    const user = refresh && db.users.find((u) => u.id === refresh.userId && u.status === 'active');
    if (!refresh || !user) return unauthorized(REFRESH_NOT_FOUND);
    const access = issueAccessToken(user.id, refresh.sessionId);
    return HttpResponse.json(toAuthUser(user, access.token, refresh.token));
  }),

  // Logout (DECISIONS.md "Session hardening"): public, and silent about unknown tokens.
  apiHttp.post('/api/token/invalidate', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response && body.status === 415) return body;
    if (!(body instanceof Response) && typeof body.refreshToken === 'string') {
      revokeSessionOf(body.refreshToken);
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
