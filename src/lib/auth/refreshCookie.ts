import Cookies from 'js-cookie';
import { REFRESH_COOKIE_DAYS, REFRESH_COOKIE_NAME } from '@/lib/config/constants';

/** The refresh token lives in a cookie (DECISIONS.md: 2 days, SameSite=Strict, Secure on https, path /). */
export function getRefreshToken(): string | undefined {
  return Cookies.get(REFRESH_COOKIE_NAME);
}

export function setRefreshToken(token: string) {
  Cookies.set(REFRESH_COOKIE_NAME, token, {
    expires: REFRESH_COOKIE_DAYS,
    sameSite: 'Strict',
    secure: globalThis.location?.protocol === 'https:',
    path: '/',
  });
}

export function clearRefreshToken() {
  Cookies.remove(REFRESH_COOKIE_NAME, { path: '/' });
}
