/** Shared helpers of the invoices domain's tests: the demo accounts and their sessions. */
import { expect } from 'vitest';
import { call, login } from '../../testing';

export const SELLER = 'seller@demo.aero';
export const BUYER = 'buyer@demo.aero';
export const OPERATOR = 'operator@demo.aero';

export async function as(email: string, organizationId?: number) {
  const { token } = await login(email);
  return (method: string, path: string, body?: unknown) =>
    call(method, path, { token, organizationId, body });
}

export async function json<T>(response: Response): Promise<T> {
  expect(response.headers.get('Content-Type')).toContain('json');
  return (await response.json()) as T;
}
