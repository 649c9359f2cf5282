import type { Schemas } from '../../../lib/api/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call } from '../../testing';
import { ORG } from '../organizations';
import { NEW_MEMBER, as, firstOf } from './testing';

beforeEach(() => resetDemoApi());

describe('create, read, update, delete', () => {
  it('creates (201), reads, patches and deletes (204) a crew member', async () => {
    const options = { token: await as('buyer@demo.aero'), organizationId: ORG.alpine };
    const created = await call('POST', 'api/crew-member', {
      ...options,
      body: { ...NEW_MEMBER, firstName: '  Margaux ' },
    });
    expect(created.status).toBe(201);
    const member = (await created.json()) as Schemas['CrewMember'];
    expect(member).toEqual({
      ...NEW_MEMBER,
      id: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: member.createdAt,
    });

    const read = await call('GET', `api/crew-member/${member.id}`, options);
    expect(await read.json()).toEqual(member);

    const patched = await call('PATCH', `api/crew-member/${member.id}`, {
      ...options,
      body: {
        status: 'inactive',
        phone: '',
        aircraftTypes: ['C68A', 'C68A'],
        id: 999,
        organizationId: ORG.azurHeli,
      },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual({
      ...member,
      status: 'inactive',
      phone: null,
      aircraftTypes: ['C68A'],
      updatedAt: expect.any(String),
    });
    expect(db.crewMembers.find((m) => m.id === member.id)?.organizationId).toBe(ORG.alpine);

    expect((await call('DELETE', `api/crew-member/${member.id}`, options)).status).toBe(204);
    expect((await call('GET', `api/crew-member/${member.id}`, options)).status).toBe(404);
  });

  it('answers 404 for an id that is not one', async () => {
    const options = { token: await as('buyer@demo.aero'), organizationId: ORG.alpine };
    expect((await call('GET', 'api/crew-member/abc', options)).status).toBe(404);
  });
});

describe('validation', () => {
  it('answers 400 with a validator key per invalid field', async () => {
    const options = { token: await as('buyer@demo.aero'), organizationId: ORG.alpine };
    const response = await call('POST', 'api/crew-member', {
      ...options,
      body: {
        firstName: ' ',
        crewRole: 'pilot',
        licenceNumber: 'FRA.FCL.PA.555555',
        licenceExpiryDate: '30/06/2028',
        nationality: 'FRA',
        email: 'margaux@',
        phone: 'call me',
        status: 'retired',
        aircraftTypes: ['C56X', 'Citation'],
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: {
        firstName: ['validator.required'],
        lastName: ['validator.required'],
        crewRole: ['validator.choice'],
        licenceExpiryDate: ['validator.date'],
        nationality: ['validator.country'],
        email: ['validator.email'],
        phone: ['validator.tel'],
        status: ['validator.choice'],
        aircraftTypes: ['validator.icao_type'],
      },
    });
    expect(db.crewMembers.some((m) => m.licenceNumber === 'FRA.FCL.PA.555555')).toBe(false);
  });

  it('checks only the fields a PATCH sends, and refuses blanking a required one', async () => {
    const options = { token: await as('buyer@demo.aero'), organizationId: ORG.alpine };
    const id = firstOf(ORG.alpine).id;
    const response = await call('PATCH', `api/crew-member/${id}`, {
      ...options,
      body: { email: '', nationality: 'XX' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { email: ['validator.required'], nationality: ['validator.country'] },
    });
  });

  it('refuses a licence number already used in the organization, not in another one', async () => {
    const options = { token: await as('buyer@demo.aero'), organizationId: ORG.alpine };
    const [first, second] = db.crewMembers.filter((m) => m.organizationId === ORG.alpine);
    const taken = first?.licenceNumber.toLowerCase() ?? '';
    const expected = {
      code: 400,
      message: 'errors.crew_licence_already_exists',
      errors: { licenceNumber: ['validator.already_used'] },
    };
    const created = await call('POST', 'api/crew-member', {
      ...options,
      body: { ...NEW_MEMBER, licenceNumber: taken },
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual(expected);
    const patched = await call('PATCH', `api/crew-member/${second?.id}`, {
      ...options,
      body: { licenceNumber: taken },
    });
    expect(await patched.json()).toEqual(expected);
    // Its own number is no duplicate, and another organization may use the same number.
    expect(
      (
        await call('PATCH', `api/crew-member/${first?.id}`, {
          ...options,
          body: { licenceNumber: first?.licenceNumber },
        })
      ).status,
    ).toBe(200);
    const heli = { token: await as('heli@demo.aero'), organizationId: ORG.azurHeli };
    expect(
      (
        await call('POST', 'api/crew-member', {
          ...heli,
          body: { ...NEW_MEMBER, licenceNumber: taken },
        })
      ).status,
    ).toBe(201);
  });

  it('answers 415 for a body that is not JSON and 400 for one that is not an object', async () => {
    const options = { token: await as('buyer@demo.aero'), organizationId: ORG.alpine };
    const text = await call('POST', 'api/crew-member', {
      ...options,
      body: 'firstName=Margaux',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ code: 415 });
    expect((await call('POST', 'api/crew-member', { ...options, body: [NEW_MEMBER] })).status).toBe(
      400,
    );
  });
});
