import { expect } from 'vitest';
import { login } from '../../testing';

/** Demo organizations of the orders tests. */
export const ALPINE = 1;
export const RIVIERA = 2;

export async function as(email: string, organizationId?: number) {
  const token = (await login(email)).token;
  return organizationId === undefined ? { token } : { token, organizationId };
}

export const buyer = () => as('buyer@demo.aero', ALPINE);
export const seller = () => as('seller@demo.aero', RIVIERA);

export async function json<T>(response: Response, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
