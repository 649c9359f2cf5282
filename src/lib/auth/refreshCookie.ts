import Cookies from 'js-cookie';
import {
  REFRESH_COOKIE_DAYS,
  REFRESH_COOKIE_NAME,
  SESSION_COOKIE_NAME,
} from '@/lib/config/constants';

/**
 * The refresh token lives in a cookie (DECISIONS.md: 2 days, SameSite=Strict, Secure on https,
 * path /). Beside it, the session's nonce: made at login, it names the session the tabs of the
 * browser share (DECISIONS.md, "Authority and money"), whatever the API's answers carry.
 */
function setCookie(name: string, value: string) {
  Cookies.set(name, value, {
    expires: REFRESH_COOKIE_DAYS,
    sameSite: 'Strict',
    secure: globalThis.location?.protocol === 'https:',
    path: '/',
  });
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(REFRESH_COOKIE_NAME);
}

export function getSessionNonce(): string | undefined {
  return Cookies.get(SESSION_COOKIE_NAME);
}

/**
 * Stores a refresh token with its session's nonce (a login's new one, or the nonce a rotation
 * keeps): both cookies are written together, so they expire together.
 */
export function setRefreshToken(token: string, sessionNonce = getSessionNonce()) {
  setCookie(REFRESH_COOKIE_NAME, token);
  if (sessionNonce) setCookie(SESSION_COOKIE_NAME, sessionNonce);
}

export function clearRefreshToken() {
  Cookies.remove(REFRESH_COOKIE_NAME, { path: '/' });
  Cookies.remove(SESSION_COOKIE_NAME, { path: '/' });
}

/** A new session's nonce: 128 random bits in hex (getRandomValues works off secure origins too). */
export function newSessionNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
