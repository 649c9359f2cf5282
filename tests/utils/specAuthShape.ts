/**
 * The auth user exactly as the spec lists it (section 3): what POST api/login_check and POST
 * api/token/refresh may answer from a real API. The demo API adds `id` and `email`; the session
 * must work without them (DECISIONS.md, "Authority and money"). Shared by the integration tests
 * (msw) and the journeys (Playwright routes).
 */
export const SPEC_AUTH_USER_KEYS = [
  'token',
  'refreshToken',
  'defaultLang',
  'defaultCurrency',
  'rights',
  'organizations',
  'profilePictureFileUrl',
  'firstName',
  'lastName',
] as const;

/** The auth calls whose answers carry the auth user. */
export const AUTH_USER_PATHS = ['api/login_check', 'api/token/refresh'] as const;

/** `body` with only the spec's keys of the auth user (anything else, such as an error, as it is). */
export function toSpecAuthShape(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('token' in body)) return body;
  const keys: readonly string[] = SPEC_AUTH_USER_KEYS;
  return Object.fromEntries(Object.entries(body).filter(([key]) => keys.includes(key)));
}
