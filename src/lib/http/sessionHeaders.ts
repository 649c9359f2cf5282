import type { InternalAxiosRequestConfig } from 'axios';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { selectToken } from '@/lib/auth/sessionSlice';
import { env } from '@/lib/config/env';
import type { HttpState } from './httpStore';

/** axios' own test of an absolute URL (a scheme, or protocol-relative `//host`). */
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** The URL axios requests: as axios' buildFullPath joins `url` to `baseURL`. */
function fullUrlOf(url: string, baseURL: string | undefined, allowAbsoluteUrls = true): string {
  if (!baseURL || (ABSOLUTE_URL.test(url) && allowAbsoluteUrls)) return url;
  return url ? `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
}

export interface RequestTarget {
  url?: string;
  baseURL?: string;
  allowAbsoluteUrls?: boolean;
}

/**
 * Whether a request goes to the API's origin (scheme, host and port of `apiUrl`), resolved the way
 * the browser will resolve it. Anything unparsable counts as elsewhere.
 */
export function goesToApi(
  { url = '', baseURL, allowAbsoluteUrls }: RequestTarget,
  apiUrl: string = env.apiUrl,
  pageUrl: string = globalThis.location?.href ?? apiUrl,
): boolean {
  try {
    const target = new URL(fullUrlOf(url, baseURL, allowAbsoluteUrls), pageUrl);
    return target.origin === new URL(apiUrl, pageUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Spec section 7: every call says the language, the units and the organization acted for.
 * The bearer token goes only to the API's origin (DECISIONS.md, "Session hardening").
 */
export function withSessionHeaders(
  config: InternalAxiosRequestConfig,
  state: HttpState,
  apiUrl: string = env.apiUrl,
): InternalAxiosRequestConfig {
  const { language, measurement } = state.preferences;
  config.headers.set('lang', language);
  config.headers.set('measurement', measurement || 'metric');
  const organizationId = selectSelectedOrganizationId(state);
  if (organizationId === null) config.headers.delete('selectedOrganizationId');
  else config.headers.set('selectedOrganizationId', String(organizationId));
  const token = selectToken(state);
  // Read at send time, so a retried request carries the refreshed token.
  if (token !== null && !config.meta?.public && goesToApi(config, apiUrl)) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
}

/** The access token a request was sent with, if any. */
export function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const value = config.headers.get('Authorization');
  if (typeof value !== 'string' || !value.startsWith('Bearer ')) return null;
  return value.slice('Bearer '.length);
}
