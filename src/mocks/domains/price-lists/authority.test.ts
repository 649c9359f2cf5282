import { beforeEach, describe, expect, it } from 'vitest';
import { NEGOTIATED_RATE_ERRORS } from '../../../entities/negotiated-rate/contract';
import { PRICE_LIST_ERRORS, type PriceList } from '../../../entities/price-list/contract';
import { db, grant, resetDemoApi } from '../../db';
import { expectRefusal, probeOwnedCalls, send } from '../../probes';
import { NEGOTIATED_RATE, PRICE_LIST, SERVICE } from './seed';

beforeEach(() => resetDemoApi());

/** Corse Aviation Affaires has a rate and no price list yet: a list may be written for it. */
const newList = () => ({
  name: 'Corse Aviation Affaires – 2026',
  status: 'active',
  negotiatedRateId: NEGOTIATED_RATE.corsica,
  lines: [{ serviceId: SERVICE.jetA1, unitPrice: 1.8, discountRate: null }],
});
const newRate = () => ({
  companyName: 'Sardinia Air Taxi SRL',
  intracommunityVatNumber: 'IT02345678901',
});

describe('who else could send a price list call (api/price-management)', () => {
  probeOwnedCalls({
    path: 'api/price-management',
    ownId: PRICE_LIST.euroConnect,
    records: () => db.priceLists,
    create: newList,
    change: { status: 'inactive' },
    viewRights: grant('PRICE_MANAGEMENT', 'read'),
    notFound: PRICE_LIST_ERRORS.notFound,
  });

  it('another seller cannot name the owner’s client company or services', async () => {
    const response = await send('otherSeller', 'POST', 'api/price-management', newList());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: {
        negotiatedRateId: ['validator.choice'],
        'lines.0.serviceId': ['validator.choice'],
      },
    });
    expect(db.priceLists).toHaveLength(2);
  });

  it('a double click writes one list: the second is "price management already exists for this company"', async () => {
    expect((await send('owner', 'POST', 'api/price-management', newList())).status).toBe(201);
    const second = await send('owner', 'POST', 'api/price-management', newList());
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ message: PRICE_LIST_ERRORS.alreadyExists });
    expect(
      db.priceLists.filter((p) => p.negotiatedRateId === NEGOTIATED_RATE.corsica),
    ).toHaveLength(1);
  });

  it('a stale screen: the list of a client company deleted meanwhile is 404', async () => {
    const rate = `api/negotiated-rate/${NEGOTIATED_RATE.euroConnect}`;
    expect((await send('owner', 'DELETE', rate)).status).toBe(204);
    const path = `api/price-management/${PRICE_LIST.euroConnect}`;
    await expectRefusal(
      await send('owner', 'PATCH', path, { status: 'inactive' }),
      404,
      PRICE_LIST_ERRORS.notFound,
    );
  });

  it('a stale line: a service deleted since leaves the list, which saves again as read (found: 400 on a line nobody touched)', async () => {
    expect((await send('owner', 'DELETE', `api/product/${SERVICE.lounge}`)).status).toBe(204);
    const path = `api/price-management/${PRICE_LIST.euroConnect}`;
    const read = (await (await send('owner', 'GET', path)).json()) as PriceList;
    expect(read.lines.map((line) => line.serviceId)).not.toContain(SERVICE.lounge);
    const saved = await send('owner', 'PATCH', path, { lines: read.lines });
    expect(saved.status).toBe(200);
    expect(db.priceLists.find((p) => p.id === PRICE_LIST.euroConnect)?.lines).toEqual(read.lines);
  });
});

describe('who else could send a negotiated rate call (api/negotiated-rate)', () => {
  probeOwnedCalls({
    path: 'api/negotiated-rate',
    ownId: NEGOTIATED_RATE.euroConnect,
    records: () => db.negotiatedRates,
    create: newRate,
    change: { companyName: 'EuroConnect Regional Airlines' },
    viewRights: grant('NEGOTIATED_RATE', 'read'),
    notFound: NEGOTIATED_RATE_ERRORS.notFound,
  });

  it('a double click names a company once, whatever the VAT number’s spelling', async () => {
    expect((await send('owner', 'POST', 'api/negotiated-rate', newRate())).status).toBe(201);
    const second = await send('owner', 'POST', 'api/negotiated-rate', {
      ...newRate(),
      intracommunityVatNumber: 'it 023.456-789 01',
    });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({
      message: NEGOTIATED_RATE_ERRORS.vatNumberTaken,
      errors: { intracommunityVatNumber: ['validator.already_used'] },
    });
    expect(
      db.negotiatedRates.filter((r) => r.intracommunityVatNumber === 'IT02345678901'),
    ).toHaveLength(1);
  });

  it('another seller names the same company for itself: each seller’s clients are its own', async () => {
    const response = await send('otherSeller', 'POST', 'api/negotiated-rate', {
      companyName: 'EuroConnect Regional Airlines SA',
      intracommunityVatNumber: 'LU26375245',
    });
    expect(response.status).toBe(201);
    expect(
      db.negotiatedRates.filter((r) => r.intracommunityVatNumber === 'LU26375245'),
    ).toHaveLength(2);
  });
});
