import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { db, resetDemoApi, today } from '../../db';
import { call, expectWithinBudget, login } from '../../testing';
import { ORG } from '../organizations';

let buyer: string;
beforeEach(async () => {
  resetDemoApi();
  buyer = (await login('buyer@demo.aero')).token;
});

async function list(query = '', token = buyer, organizationId: number = ORG.alpine) {
  const response = await call('GET', `api/crew-member${query}`, { token, organizationId });
  expect(response.status, query).toBe(200);
  return (await response.json()) as Schemas['CrewMemberPage'];
}

const names = (page: Schemas['CrewMemberPage']) =>
  page.crewMembers.map((m) => `${m.firstName} ${m.lastName}`);

describe('GET api/crew-member', () => {
  it('pages the organization crew, 10 by default, by last then first name', async () => {
    const first = await list();
    expect(first.totalItems).toBe(25);
    expect(first.crewMembers).toHaveLength(10);
    const all = await list('?numberOfItemsPerPage=25');
    const lastNames = all.crewMembers.map((m) => m.lastName);
    expect(lastNames).toEqual(
      [...lastNames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(all.crewMembers.slice(0, 10)).toEqual(first.crewMembers);
    const third = await list('?page=3');
    expect(third.crewMembers).toEqual(all.crewMembers.slice(20, 25));
    expect(await list('?page=9')).toEqual({ crewMembers: [], totalItems: 25 });
  });

  it('answers the contract shape only, never the organization', async () => {
    const [member] = (await list('?searchQuery=FRA.FCL.PA.104382')).crewMembers;
    expect(member).toEqual({
      id: expect.any(Number),
      firstName: 'Julien',
      lastName: 'Moreau',
      crewRole: 'captain',
      licenceNumber: 'FRA.FCL.PA.104382',
      licenceExpiryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      nationality: 'FR',
      email: 'julien.moreau@alpine-jets.fr',
      phone: '+33 6 12 48 90 37',
      status: 'active',
      aircraftTypes: ['GLF6', 'GLEX'],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    } satisfies Schemas['CrewMember']);
  });

  it.each([
    ['a last name, without accents or case', 'fernandez', ['Lucía Fernández']],
    ['a first name with its accent', 'Élodie', ['Élodie Garnier']],
    ['first and last name', 'anna nowak', ['Anna Nowak']],
    ['an email', 'sanne.dejong@', ['Sanne de Jong']],
    ['a licence number', 'ita.cca', ['Giulia Romano']],
    ['nothing that exists', 'zzz', []],
  ])('searches %s', async (_, search, expected) => {
    expect(names(await list(`?searchQuery=${encodeURIComponent(search)}`))).toEqual(expected);
  });

  it.each([
    ['crewRole=cabin_crew', (m: Schemas['CrewMember']) => m.crewRole === 'cabin_crew'],
    ['status=inactive', (m: Schemas['CrewMember']) => m.status === 'inactive'],
    ['nationality=IT', (m: Schemas['CrewMember']) => m.nationality === 'IT'],
    ['aircraftType=GLF6', (m: Schemas['CrewMember']) => m.aircraftTypes.includes('GLF6')],
    ['licenceExpired=true', (m: Schemas['CrewMember']) => m.licenceExpiryDate < today()],
    ['licenceExpired=false', (m: Schemas['CrewMember']) => m.licenceExpiryDate >= today()],
  ])('filters by %s', async (filter, keep) => {
    const all = (await list('?numberOfItemsPerPage=100')).crewMembers;
    const found = await list(`?${filter}&numberOfItemsPerPage=100`);
    expect(found.totalItems).toBeGreaterThan(0);
    expect(found.crewMembers).toEqual(all.filter(keep));
  });

  it('filters by an inclusive range of expiry dates, combined with other filters', async () => {
    const all = (await list('?numberOfItemsPerPage=100')).crewMembers;
    const dates = all.map((m) => m.licenceExpiryDate).sort();
    const [from, to] = [dates[5] ?? '', dates[15] ?? ''];
    const found = await list(
      `?licenceExpiryAfter=${from}&licenceExpiryBefore=${to}&numberOfItemsPerPage=100`,
    );
    expect(found.totalItems).toBe(11);
    const captains = await list(
      `?licenceExpiryAfter=${from}&licenceExpiryBefore=${to}&crewRole=captain`,
    );
    expect(
      captains.crewMembers.every((m) => m.crewRole === 'captain' && m.licenceExpiryDate >= from),
    ).toBe(true);
  });

  it.each([
    [
      'order[licenceExpiryDate]=asc',
      (a: Schemas['CrewMember'], b: Schemas['CrewMember']) =>
        a.licenceExpiryDate.localeCompare(b.licenceExpiryDate),
    ],
    [
      'order[licenceExpiryDate]=desc',
      (a: Schemas['CrewMember'], b: Schemas['CrewMember']) =>
        b.licenceExpiryDate.localeCompare(a.licenceExpiryDate),
    ],
    [
      'order[lastName]=desc',
      (a: Schemas['CrewMember'], b: Schemas['CrewMember']) =>
        b.lastName.localeCompare(a.lastName, 'en', { sensitivity: 'base' }),
    ],
    [
      'order[crewRole]=asc',
      (a: Schemas['CrewMember'], b: Schemas['CrewMember']) => a.crewRole.localeCompare(b.crewRole),
    ],
    [
      'order[status]=desc',
      (a: Schemas['CrewMember'], b: Schemas['CrewMember']) => b.status.localeCompare(a.status),
    ],
  ])('sorts with %s', async (order, compare) => {
    const { crewMembers } = await list(`?${order}&numberOfItemsPerPage=100`);
    const pairs = crewMembers
      .slice(1)
      .map((member, index) => compare(crewMembers[index] ?? member, member));
    expect(pairs.every((order) => order <= 0)).toBe(true);
  });

  it.each([
    ['page=abc', 'page'],
    ['numberOfItemsPerPage=-5', 'numberOfItemsPerPage'],
    ['crewRole=pilot', 'crewRole'],
    ['status=on_leave', 'status'],
    ['licenceExpired=maybe', 'licenceExpired'],
    ['licenceExpiryAfter=2026-02-30', 'licenceExpiryAfter'],
    ['aircraftType=gulfstream', 'aircraftType'],
    ['nationality=France', 'nationality'],
    ['order[firstName]=asc', 'order[firstName]'],
    ['order[lastName]=up', 'order[lastName]'],
  ])('answers 400, not 500, to a malformed %s', async (query, field) => {
    const response = await call('GET', `api/crew-member?${query}`, {
      token: buyer,
      organizationId: ORG.alpine,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: number; errors: Record<string, string[]> };
    expect(body).toMatchObject({ code: 400, message: 'errors.invalid_request' });
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('lists 3000 crew members of the large operator well under a second', async () => {
    const { token } = await login('lena.schmit@euroconnect.lu');
    expect(db.crewMembers.filter((m) => m.organizationId === ORG.euroConnect)).toHaveLength(3000);
    const queries = [
      '',
      '?order[licenceExpiryDate]=desc&page=150&numberOfItemsPerPage=20',
      '?searchQuery=muller',
      '?licenceExpired=true&crewRole=captain&order[lastName]=desc',
    ];
    for (const query of queries) {
      const started = performance.now();
      const page = await list(query, token, ORG.euroConnect);
      expectWithinBudget(`GET crews ${query}`, performance.now() - started, 250);
      expect(page.totalItems, query).toBeGreaterThan(query === '' ? 2999 : 0);
    }
  });
});
