import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi, today } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { SEEDED_VISIT_DAYS } from './seed';

beforeEach(() => resetDemoApi());

const SELLER = 'seller@demo.aero';
const BUYER = 'buyer@demo.aero';
/** A Riviera member whose workrole holds no seller accounting right. */
const GROUND_AGENT = 'julien.blanc@rivierajetcentre.fr';
const PAGE = `api/shop/providers/${ORG.riviera}?tripId=1&stepId=1&eventId=2&airportId=4`;
const visitsOf = (id: number, start: string, end: string) =>
  `api/shop/providers/${id}/visits?start=${start}&end=${end}`;

async function as(email: string, organizationId: number, method: string, path: string) {
  const { token } = await login(email);
  return call(method, path, { token, organizationId });
}

interface Visits {
  days: { date: string; visits: number; visitors: number }[];
  totalVisits: number;
  totalVisitors: number;
}

const riviera = () => db.providerVisits.filter((v) => v.sellerId === ORG.riviera).length;

describe('a visit is recorded when another organization opens a seller’s shop page', () => {
  it('a buyer opening the page adds one visit, today, by its organization', async () => {
    const before = riviera();
    expect((await as(BUYER, ORG.alpine, 'GET', PAGE)).status).toBe(200);
    expect(riviera()).toBe(before + 1);
    expect(db.providerVisits.at(-1)).toMatchObject({
      sellerId: ORG.riviera,
      visitorOrganizationId: ORG.alpine,
      at: expect.stringMatching(new RegExp(`^${today()}`)),
    });
  });

  it('a refused page (no token) records nothing', async () => {
    const before = riviera();
    expect((await call('GET', PAGE)).status).toBe(401);
    expect(riviera()).toBe(before);
  });
});

describe('GET api/shop/providers/{id}/visits', () => {
  it('the seller reads its visits per day of the range, zero days included', async () => {
    await as(BUYER, ORG.alpine, 'GET', PAGE);
    const start = '2026-01-01';
    const response = await as(SELLER, ORG.riviera, 'GET', visitsOf(ORG.riviera, start, today()));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Visits;
    expect(body.days[0]?.date).toBe(start);
    expect(body.days.at(-1)?.date).toBe(today());
    expect(body.days.at(-1)?.visits).toBeGreaterThanOrEqual(1);
    expect(body.totalVisits).toBe(body.days.reduce((sum, day) => sum + day.visits, 0));
    expect(body.totalVisits).toBe(riviera());
    expect(body.totalVisitors).toBeGreaterThan(0);
    expect(body.days.every((day) => day.visitors <= day.visits)).toBe(true);
    // Seeded: the last 60 days have visits.
    expect(SEEDED_VISIT_DAYS).toBeGreaterThan(30);
  });

  it.each<[string, string | null, number, number, number]>([
    ['a stranger', null, 0, ORG.riviera, 401],
    ['another organization (a buyer)', BUYER, ORG.alpine, ORG.riviera, 403],
    ['the seller asking about another seller', SELLER, ORG.riviera, ORG.azurHeli, 403],
    ['a member without the seller accounting right', GROUND_AGENT, ORG.riviera, ORG.riviera, 403],
  ])('%s: %i', async (_who, email, organizationId, sellerId, status) => {
    const path = visitsOf(sellerId, '2026-11-01', '2026-11-28');
    const response =
      email === null ? await call('GET', path) : await as(email, organizationId, 'GET', path);
    expect(response.status).toBe(status);
  });

  it.each([
    ['start missing', `api/shop/providers/${ORG.riviera}/visits?end=2026-11-28`, 'start'],
    ['not a date', visitsOf(ORG.riviera, '2026-11-01', 'tomorrow'), 'end'],
    ['end before start', visitsOf(ORG.riviera, '2026-11-28', '2026-11-01'), 'end'],
    ['more than 366 days', visitsOf(ORG.riviera, '2025-01-01', '2026-11-28'), 'end'],
  ])('400 when %s', async (_case, path, field) => {
    const response = await as(SELLER, ORG.riviera, 'GET', path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors?: Record<string, string[]> };
    expect(body.errors?.[field]).toBeDefined();
  });
});
