import type { AuthUser } from '../lib/auth/types';
import { DEMO_PASSWORD } from './db';
import { loadDomains } from './registry';
import { respond } from './respond';

/** Helpers for the demo API's own tests: Fetch requests answered by the handlers, no network. */
export const API = 'http://localhost:3001/';

const { handlers } = await loadDomains();

export interface CallOptions {
  body?: unknown;
  token?: string;
  organizationId?: number;
  headers?: Record<string, string>;
}

/** What the HTTP server would answer (404 for unknown routes, 500 for a throwing handler). */
export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.organizationId !== undefined) {
    headers.set('selectedOrganizationId', String(options.organizationId));
  }
  const body =
    options.body === undefined || typeof options.body === 'string'
      ? options.body
      : JSON.stringify(options.body);
  return respond(handlers, new Request(new URL(path, API), { method, headers, body }));
}

export async function login(email: string, password = DEMO_PASSWORD): Promise<AuthUser> {
  const response = await call('POST', 'api/login_check', { body: { username: email, password } });
  if (response.status !== 200) throw new Error(`Login of ${email} failed: ${response.status}`);
  return (await response.json()) as AuthUser;
}
