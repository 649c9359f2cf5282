import type { RequestHandler } from 'msw';
import { afterAll } from 'vitest';
import type { AuthUser } from '../lib/auth/types';
import { contractError, createContractRecorder } from './contract';
import { leaveTally } from './contract/tally';
import { DEMO_PASSWORD } from './db';
import { loadDomains } from './registry';
import { respond } from './respond';

/** Helpers for the demo API's own tests: Fetch requests answered by the handlers, no network. */
export const API = 'http://localhost:3001/';

const { handlers } = await loadDomains();

/** Every domain's answers to call() are checked against docs/api/openapi.yaml. */
export const contract = createContractRecorder();
// The test file that imported this module reports the counts (tests/contractTally.ts).
afterAll(() => leaveTally(contract));

export interface CallOptions {
  body?: unknown;
  token?: string;
  organizationId?: number;
  headers?: Record<string, string>;
  /** The handlers that answer (a helper's own, in its tests); every domain's by default. */
  handlers?: readonly RequestHandler[];
}

/**
 * What the HTTP server would answer (404 for unknown routes, 500 for a throwing handler). An
 * answer of the demo API's handlers off the OpenAPI document throws, naming the path and field.
 */
export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.body !== undefined && !headers.has('Content-Type')) {
    // A JSON body unless told otherwise (multipart() says so).
    headers.set('Content-Type', 'application/json');
  }
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.organizationId !== undefined) {
    headers.set('selectedOrganizationId', String(options.organizationId));
  }
  const { body: given } = options;
  const body =
    given === undefined || typeof given === 'string'
      ? given
      : given instanceof Uint8Array
        ? new Uint8Array(given)
        : JSON.stringify(given);
  const request = new Request(new URL(path, API), { method, headers, body });
  const response = await respond(options.handlers ?? handlers, request);
  if (!options.handlers) {
    const faults = await contract.check(request, response);
    if (faults.length > 0) throw contractError(faults);
  }
  return response;
}

export async function login(email: string, password = DEMO_PASSWORD): Promise<AuthUser> {
  const response = await call('POST', 'api/login_check', { body: { username: email, password } });
  if (response.status !== 200) throw new Error(`Login of ${email} failed: ${response.status}`);
  return (await response.json()) as AuthUser;
}

/** A form as call() sends it: its bytes (binary files intact) and its multipart Content-Type. */
export async function multipart(form: FormData) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { 'Content-Type': encoded.headers.get('Content-Type') ?? '' },
  };
}

/** The first bytes of each upload type: content that passes the demo API's type check. */
export const FILE_STARTS = {
  'image/png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  'application/pdf': new TextEncoder().encode('%PDF-1.4 demo'),
} as const;

/**
 * A handler's timing, printed as a benchmark. On a shared machine a timed test is flaky, so the
 * budget gates only with PERF_GATE=1; otherwise it only catches a pathological slowdown (ten times
 * the budget, e.g. a quadratic join over the seeded thousands).
 */
export function expectWithinBudget(label: string, ms: number, budget: number): void {
  console.info(`${label}: ${ms.toFixed(1)} ms (budget ${budget} ms)`);
  const ceiling = process.env.PERF_GATE === '1' ? budget : budget * 10;
  if (ms >= ceiling) throw new Error(`${label} took ${ms.toFixed(1)} ms, over ${ceiling} ms`);
}
