// The organization's helicopters.
import type {
  OrganizationHelicopter,
  OrganizationHelicopterPage,
} from '../../../entities/organization/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { registerAircraftBinding } from './binding';
import { NEW_HELICOPTER, buyer, heli } from './testkit';

beforeEach(() => resetDemoApi());
afterEach(() => registerAircraftBinding(null));

describe('organization helicopters', () => {
  it('lists, creates, patches, refreshes the calendar and deletes', async () => {
    const options = await heli();
    const list = (await (
      await call('GET', 'api/organization-helicopter', options)
    ).json()) as OrganizationHelicopterPage;
    expect(list.totalItems).toBe(4);
    expect(list.organizationHelicopters.map((h) => h.registration)).toEqual([
      '3A-MCA',
      '3A-MCB',
      '3A-MCC',
      '3A-MCD',
    ]);

    const created = await call('POST', 'api/organization-helicopter', {
      ...options,
      body: NEW_HELICOPTER,
    });
    expect(created.status).toBe(201);
    const helicopter = (await created.json()) as OrganizationHelicopter;
    expect(helicopter).toMatchObject({ ...NEW_HELICOPTER, lastCalendarRefreshAt: null });

    advanceClock(60);
    const refreshed = await call(
      'PATCH',
      `api/organization-helicopter/${helicopter.id}/refresh-calendar`,
      options,
    );
    expect(refreshed.status).toBe(200);
    const after = (await refreshed.json()) as OrganizationHelicopter;
    expect(after.lastCalendarRefreshAt).toEqual(expect.any(String));
    expect(Date.parse(after.lastCalendarRefreshAt ?? '')).toBeGreaterThan(
      Date.parse(helicopter.createdAt),
    );

    const patched = await call('PATCH', `api/organization-helicopter/${helicopter.id}`, {
      ...options,
      body: { calendarUrl: '', status: 'maintenance' },
    });
    expect(await patched.json()).toMatchObject({ calendarUrl: null, status: 'maintenance' });
    const noCalendar = await call(
      'PATCH',
      `api/organization-helicopter/${helicopter.id}/refresh-calendar`,
      options,
    );
    expect(noCalendar.status).toBe(400);
    expect(await noCalendar.json()).toMatchObject({
      errors: { calendarUrl: ['validator.required'] },
    });

    const deleted = await call('DELETE', `api/organization-helicopter/${helicopter.id}`, options);
    expect(deleted.status).toBe(204);
  });

  it('answers 400 per field, and on an existing registration', async () => {
    const options = await heli();
    const invalid = await call('POST', 'api/organization-helicopter', {
      ...options,
      body: {
        ...NEW_HELICOPTER,
        modelType: '',
        registration: 'nope',
        cockpitConfiguration: 'three_pilots',
        calendarUrl: 'http://calendar.azurheli.mc/x.ics',
      },
    });
    expect(await invalid.json()).toMatchObject({
      errors: {
        modelType: ['validator.required'],
        registration: ['validator.registration'],
        cockpitConfiguration: ['validator.choice'],
        calendarUrl: ['validator.https_url'],
      },
    });
    const taken = await call('POST', 'api/organization-helicopter', {
      ...options,
      body: { ...NEW_HELICOPTER, registration: 'i-dola' },
    });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      code: 400,
      message: 'errors.helicopter_already_exists',
      errors: { registration: ['errors.helicopter_already_exists'] },
    });
    const own = await call('PATCH', 'api/organization-helicopter/1', {
      ...options,
      body: { registration: '3A-MCA' },
    });
    expect(own.status).toBe(200);
  });

  it('keeps other organizations helicopters out of reach and checks rights', async () => {
    const options = await heli();
    expect((await call('GET', 'api/organization-helicopter/5', options)).status).toBe(404);
    expect(
      (await call('PATCH', 'api/organization-helicopter/5/refresh-calendar', options)).status,
    ).toBe(404);
    expect((await call('GET', 'api/organization-helicopter', await buyer())).status).toBe(403);
    expect((await call('GET', 'api/organization-helicopter')).status).toBe(401);
  });
});
