/** Bad input found by trying the forms as a user would (issue 16, "Bad input"). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Trip } from '../../../lib/api/trips.types';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';

beforeEach(() => resetDemoApi());

const ALPINE = 1;
const LONG_NAME = 'n'.repeat(10_000);

async function buyer() {
  return { token: (await login('buyer@demo.aero')).token, organizationId: ALPINE };
}

async function errorsOf(response: Response): Promise<Record<string, string[]> | undefined> {
  const body = (await response.json()) as { errors?: Record<string, string[]> };
  expect(response.status).toBe(400);
  return body.errors;
}

describe('text lengths', () => {
  it('refuses a 10,000-character trip name with the length message, not "one of the choices"', async () => {
    const auth = await buyer();
    const body = { name: LONG_NAME, type: 'one_way', organizationAircraftId: null };
    expect(await errorsOf(await call('POST', 'api/trip', { ...auth, body }))).toEqual({
      name: ['validator.length_max|{"max":120}'],
    });

    const created = await call('POST', 'api/trip', {
      ...auth,
      body: { ...body, name: `  ${'n'.repeat(120)}  ` },
    });
    expect(created.status).toBe(201);
    const trip = (await created.json()) as Trip;
    expect(trip.name).toBe('n'.repeat(120));

    const renamed = await call('PATCH', `api/trip/${trip.id}/infos`, {
      ...auth,
      body: { name: 'n'.repeat(121) },
    });
    expect(await errorsOf(renamed)).toEqual({ name: ['validator.length_max|{"max":120}'] });
  });
});
