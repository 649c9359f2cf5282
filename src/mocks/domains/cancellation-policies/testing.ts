import { expect } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { FILE_STARTS, call, login, multipart } from '../../testing';
import { ORG } from '../organizations';

/** Helpers of the cancellation policy tests. */
export const HANGAR_CATEGORY = 2;
export const CATERING_CATEGORY = 3;

export const NEW_POLICY: Schemas['CancellationPolicyPayload'] = {
  name: 'Fuel',
  description: 'Ordered for you: 40 % within 1 day.',
  status: 'active',
  groupDefault: false,
  categoryIds: [1],
  conditions: [
    { cancelledBy: 'customer', rule: 'days_1', priceRate: 40 },
    { cancelledBy: 'customer', rule: 'hours_12', priceRate: 80 },
    { cancelledBy: 'seller', rule: 'always', priceRate: 0 },
  ],
  termsFileId: null,
};

/** Riviera's station manager (every CANCELLATION_POLICY right), Riviera selected. */
export async function riviera() {
  return { token: (await login('seller@demo.aero')).token, organizationId: ORG.riviera };
}

/** Azur Hélicoptères' manager, another seller. */
export async function azur() {
  return { token: (await login('heli@demo.aero')).token, organizationId: ORG.azurHeli };
}

export async function json<T>(response: Response, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

/** Uploads a file of `type` as that session; its id. */
export async function upload(
  session: { token: string; organizationId: number },
  name: string,
  type: keyof typeof FILE_STARTS,
): Promise<number> {
  const form = new FormData();
  form.append('file', new File([FILE_STARTS[type]], name, { type }));
  const response = await call('POST', 'api/file', { ...session, ...(await multipart(form)) });
  return (await json<{ id: number }>(response, 201)).id;
}
