import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type {
  MessageResponse,
  ResetPasswordMailPayload,
  ResetPasswordPayload,
} from '../../../entities/account/contract';
import { messageWithValues } from '../../../lib/validation/messages';
import { isStrongPassword } from '../../../lib/validation/predicates';
import {
  VALIDATOR,
  apiError,
  badRequest,
  isEmail,
  passwordLengthError,
  readJson,
  requiredErrors,
} from '../../api';
import {
  LEAKED_PASSWORD,
  consumeActionToken,
  findActionToken,
  hashPassword,
  isLeakedPassword,
  issueActionToken,
  revokeUserTokens,
} from '../../auth';
import { db } from '../../db';
import { appLink, sendTemplatedMail } from '../mail';
import { RESET_MAIL_LIMIT, countInWindow, tooManyRequests, windowWait } from '../rate-limits';

export const TOKEN_NOT_FOUND = 'errors.token_not_found';
/** The API's own floor: both readings of the front's setting (8 or 13) meet it. */
export const API_PASSWORD_MIN_LENGTH = 8;

const MAIL_SENT: MessageResponse = { message: 'reset_password_mail_sent' };
const PASSWORD_RESET: MessageResponse = { message: 'password_reset' };

/** The reset link's button; the mail's texts are the password_reset template's. */
const RESET_LINK_LABEL: Record<string, string> = {
  en: 'Choose a new password',
  fr: 'Choisir un nouveau mot de passe',
};

/** The policy's field errors for a new password, or null when it is acceptable. */
export function newPasswordErrors(password: string): Record<string, string[]> | null {
  const tooLong = passwordLengthError(password);
  if (tooLong) return { password: [tooLong] };
  if (!isStrongPassword(password, API_PASSWORD_MIN_LENGTH)) {
    return {
      password: [messageWithValues(VALIDATOR.password, { min: API_PASSWORD_MIN_LENGTH })],
    };
  }
  if (isLeakedPassword(password)) return { password: [LEAKED_PASSWORD] };
  return null;
}

/** Forgotten password: the mail with a one-time link, then the new password (spec section 7). */
export const passwordResetHandlers = [
  apiHttp.patch('/api/reset-password-mail', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const missing = requiredErrors(body, ['email']);
    if (missing) return badRequest(missing);
    const payload: Partial<ResetPasswordMailPayload> = {
      email: typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined,
      redirectUrl: typeof body.redirectUrl === 'string' ? body.redirectUrl : undefined,
    };
    if (payload.email === undefined || !isEmail(payload.email)) {
      return badRequest({ email: [VALIDATOR.email] });
    }
    // One mail a minute per address, known or not (the answer never tells which).
    const throttled = `reset-mail:${payload.email}`;
    const wait = windowWait(throttled, RESET_MAIL_LIMIT);
    if (wait !== null) return tooManyRequests(wait);
    countInWindow(throttled, RESET_MAIL_LIMIT);
    const user = db.users.find((u) => u.email.toLowerCase() === payload.email);
    // The same answer for every address: the API never tells whether an account exists.
    if (user?.status === 'active') {
      const token = issueActionToken('password_reset', user.id);
      const lang = user.defaultLangCode === 'fr' ? 'fr' : 'en';
      sendTemplatedMail({
        event: 'password_reset',
        kind: 'password_reset',
        to: user.email,
        lang,
        values: { firstName: user.firstName },
        links: [
          {
            label: RESET_LINK_LABEL[lang] ?? 'Choose a new password',
            url: appLink(request, '/reset-password', { token: token.token }, payload.redirectUrl),
          },
        ],
      });
    }
    return HttpResponse.json(MAIL_SENT);
  }),

  apiHttp.patch('/api/reset-password', async ({ request }) => {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const missing = requiredErrors(body, ['token', 'password']);
    if (missing?.token) return apiError(400, TOKEN_NOT_FOUND);
    if (missing) return badRequest(missing);
    const payload: Partial<ResetPasswordPayload> = {
      token: typeof body.token === 'string' ? body.token : undefined,
      password: typeof body.password === 'string' ? body.password : undefined,
    };
    const token = findActionToken('password_reset', payload.token);
    const user = token && db.users.find((u) => u.id === token.subjectId && u.status === 'active');
    if (!token || !user) return apiError(400, TOKEN_NOT_FOUND);
    if (payload.password === undefined) return badRequest({ password: [VALIDATOR.required] });
    const errors = newPasswordErrors(payload.password);
    if (errors) return badRequest(errors);

    user.passwordHash = await hashPassword(payload.password);
    consumeActionToken(token);
    // Whoever knew the old password is logged out everywhere.
    revokeUserTokens(user.id);
    return HttpResponse.json(PASSWORD_RESET);
  }),
];
