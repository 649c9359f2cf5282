/** Shared helpers of the registration domain's tests (the payloads: testing.ts). */
import { expect } from 'vitest';
import { call } from '../../testing';
import { NEW_BUYER, NEW_SELLER } from './testing';

/** The seller payload, for other domains' tests (they reach a domain through its testkit). */
export { NEW_SELLER };

export const PASSWORD = 'Riviera-Sunset#2031';

export async function errorsOf(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
  return body;
}

export async function registerBuyer(body: object = NEW_BUYER) {
  return call('POST', 'client-register', {
    body,
    headers: { Origin: 'http://localhost:4194' },
  });
}
