import { getResponse } from 'msw';
import type { AuthUser } from '../lib/auth/types';
import { DEMO_PASSWORD } from './db';
import { handlers } from './handlers';

/** Helpers for the demo API's own tests: Fetch requests answered by the handlers, no network. */
export const API = 'http://localhost:3001/';

export interface CallOptions {
  body?: unknown;
  token?: string;
  organizationId?: number;
  headers?: Record<string, string>;
}

export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.organizationId !== undefined) {
    headers.set('selectedOrganizationId', String(options.organizationId));
  }
  const request = new Request(new URL(path, API), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`No demo API handler for ${method} ${path}`);
  return response;
}

export async function login(email: string, password = DEMO_PASSWORD): Promise<AuthUser> {
  const response = await call('POST', 'api/login_check', { body: { username: email, password } });
  if (response.status !== 200) throw new Error(`Login of ${email} failed: ${response.status}`);
  return (await response.json()) as AuthUser;
}
