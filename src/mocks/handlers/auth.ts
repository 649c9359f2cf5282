import { http, HttpResponse } from 'msw';
import { badRequest, readJson, requiredErrors, unauthorized } from '../api';
import {
  findLiveRefreshToken,
  issueAccessToken,
  issueRefreshToken,
  toAuthUser,
  verifyPassword,
} from '../auth';
import { db } from '../db';

export const INVALID_CREDENTIALS = 'Invalid credentials.';
export const REFRESH_NOT_FOUND = 'JWT Refresh Token Not Found';

/** Login and silent refresh (spec sections 4 and 7). */
export const authHandlers = [
  http.post('*/api/login_check', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const errors = requiredErrors(body, ['username', 'password']);
    if (errors) return badRequest(errors);

    const email = String(body.username).trim().toLowerCase();
    const user = db.users.find((u) => u.email.toLowerCase() === email);
    // One answer for unknown, inactive and wrong password: the API never tells which.
    if (!user || user.status !== 'active') return unauthorized(INVALID_CREDENTIALS);
    if (!(await verifyPassword(String(body.password), user.passwordHash))) {
      return unauthorized(INVALID_CREDENTIALS);
    }
    const access = issueAccessToken(user.id);
    const refresh = issueRefreshToken(user.id);
    return HttpResponse.json(toAuthUser(user, access.token, refresh.token));
  }),

  http.post('*/api/token/refresh', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response) return unauthorized(REFRESH_NOT_FOUND);
    const refresh =
      typeof body.refreshToken === 'string' ? findLiveRefreshToken(body.refreshToken) : undefined;
    const user = refresh && db.users.find((u) => u.id === refresh.userId && u.status === 'active');
    if (!refresh || !user) return unauthorized(REFRESH_NOT_FOUND);
    // The refresh token is kept, not rotated: two tabs sharing the cookie may refresh at once
    // and must both succeed. It still expires 2 days after login, like the cookie.
    const access = issueAccessToken(user.id);
    return HttpResponse.json(toAuthUser(user, access.token, refresh.token));
  }),
];
