import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { db, resetDemoApi } from '../../db';
import { expectRefusal } from '../../probes';
import { MISTRAL, as, json, newCertificate } from './testkit';

type Line = Schemas['FuelDeliveredLine'];
const PATH = 'api/fuel-certificate/delivered-lines';

beforeEach(() => resetDemoApi());

describe('the delivered fuel lines (GET api/fuel-certificate/delivered-lines)', () => {
  it('are the seller’s delivered fuel lines, latest first, with their certificate counts', async () => {
    const lines = await json<Line[]>(await as('mistral', 'GET', PATH));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(100);
    for (const line of lines) {
      const quote = db.quotes.find((q) => q.id === line.quoteId);
      expect(quote?.organization.id).toBe(MISTRAL);
      expect(quote?.lines.find((l) => l.id === line.quoteLineId)).toMatchObject({
        typology: 'fuel',
        status: 'delivered',
      });
    }
    const times = lines.map((line) => line.eventAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('count a certificate recorded for a line', async () => {
    const body = newCertificate();
    const count = async () =>
      (await json<Line[]>(await as('mistral', 'GET', PATH))).find(
        (line) => line.quoteId === body.quoteId && line.quoteLineId === body.quoteLineId,
      )?.certificates ?? -1;
    const before = await count();
    expect((await as('mistral', 'POST', 'api/fuel-certificate', body)).status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('are found by the order reference', async () => {
    const [first] = await json<Line[]>(await as('mistral', 'GET', PATH));
    const reference = first?.quoteReference ?? '';
    const found = await json<Line[]>(
      await as('mistral', 'GET', `${PATH}?searchQuery=${reference}`),
    );
    expect(found.map((line) => line.quoteReference)).toEqual(expect.arrayContaining([reference]));
    expect(found.every((line) => line.quoteReference === reference)).toBe(true);
  });

  it('are nobody else’s: another seller has none, a buyer and a member without the right get 403', async () => {
    expect(await json<Line[]>(await as('riviera', 'GET', PATH))).toEqual([]);
    await expectRefusal(await as('buyer', 'GET', PATH), 403);
    await expectRefusal(await as('groundAgent', 'GET', PATH), 403);
    await expectRefusal(await as('stranger', 'GET', PATH), 401);
  });
});
