import type { InternalAxiosRequestConfig } from 'axios';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { selectToken } from '@/lib/auth/sessionSlice';
import type { RootState } from '@/lib/store/rootReducer';

/** Spec section 7: every call says the language, the units and the organization acted for. */
export function withSessionHeaders(
  config: InternalAxiosRequestConfig,
  state: RootState,
): InternalAxiosRequestConfig {
  const { language, measurement } = state.preferences;
  config.headers.set('lang', language);
  config.headers.set('measurement', measurement || 'metric');
  const organizationId = selectSelectedOrganizationId(state);
  if (organizationId === null) config.headers.delete('selectedOrganizationId');
  else config.headers.set('selectedOrganizationId', String(organizationId));
  const token = selectToken(state);
  // Read at send time, so a retried request carries the refreshed token.
  if (token !== null && !config.meta?.public)
    config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/** The access token a request was sent with, if any. */
export function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const value = config.headers.get('Authorization');
  if (typeof value !== 'string' || !value.startsWith('Bearer ')) return null;
  return value.slice('Bearer '.length);
}
