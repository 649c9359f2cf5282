import type { OrganizationAircraft } from '../../../entities/organization/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';

/**
 * The trips domain registers its check at load (trips/index.ts): the seeded Alpine trips fly
 * aircraft 1-4 in the months ahead, aircraft 5 and 6 only in the past.
 */
beforeEach(() => resetDemoApi());

async function buyer() {
  return { token: (await login('buyer@demo.aero')).token, organizationId: ORG.alpine };
}

describe('aircraft flying a seeded trip', () => {
  it.each([1, 2, 3, 4])(
    'aircraft %i (a trip ahead) is bound: PATCH and DELETE answer the error',
    async (id) => {
      const options = await buyer();
      const read = (await (
        await call('GET', `api/organization-aircraft/${id}`, options)
      ).json()) as OrganizationAircraft;
      expect(read.boundToTrip).toBe(true);

      const patched = await call('PATCH', `api/organization-aircraft/${id}`, {
        ...options,
        body: { name: 'Renamed' },
      });
      expect(patched.status).toBe(400);
      expect(await patched.json()).toEqual({
        code: 400,
        message: 'errors.aircraft_bound_to_trip',
      });
      const deleted = await call('DELETE', `api/organization-aircraft/${id}`, options);
      expect(deleted.status).toBe(400);
      expect(await deleted.json()).toMatchObject({ message: 'errors.aircraft_bound_to_trip' });
      expect(db.organizationAircraft.some((aircraft) => aircraft.id === id)).toBe(true);
    },
  );

  it.each([5, 6])('aircraft %i (only completed trips) is free to edit and delete', async (id) => {
    const options = await buyer();
    const patched = await call('PATCH', `api/organization-aircraft/${id}`, {
      ...options,
      body: { name: 'Renamed' },
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as OrganizationAircraft).boundToTrip).toBe(false);
    expect((await call('DELETE', `api/organization-aircraft/${id}`, options)).status).toBe(204);
  });

  it('a trip whose flights are all cancelled no longer binds its aircraft', async () => {
    const options = await buyer();
    for (const trip of db.trips.filter((candidate) => candidate.organizationAircraftId === 1)) {
      for (const step of trip.steps) step.cancelled = true;
    }
    const patched = await call('PATCH', 'api/organization-aircraft/1', {
      ...options,
      body: { name: 'Renamed' },
    });
    expect(patched.status).toBe(200);
  });
});
