import { beforeEach, describe, expect, it } from 'vitest';
import type {
  NegotiatedRate,
  NegotiatedRatePage,
} from '../../../entities/negotiated-rate/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { NEGOTIATED_RATE, PRICE_LIST } from './seed';

beforeEach(() => resetDemoApi());

async function as(email: string, organizationId: number) {
  return { token: (await login(email)).token, organizationId };
}
const seller = () => as('seller@demo.aero', ORG.riviera);
const NEW_RATE = {
  companyName: 'Alpine Executive Jets SAS',
  intracommunityVatNumber: 'fr 40 123.456.789',
};

describe('api/negotiated-rate', () => {
  it('lists the seller’s client companies with the price list that applies', async () => {
    const response = await call('GET', 'api/negotiated-rate', await seller());
    const page = (await response.json()) as NegotiatedRatePage;
    expect(page.totalItems).toBe(3);
    const euro = page.negotiatedRates.find((r) => r.id === NEGOTIATED_RATE.euroConnect);
    expect(euro).toMatchObject({
      companyName: 'EuroConnect Regional Airlines SA',
      intracommunityVatNumber: 'LU26375245',
      priceList: { id: PRICE_LIST.euroConnect, status: 'active' },
    });
    const without = await call('GET', 'api/negotiated-rate?withPriceList=false', await seller());
    expect(((await without.json()) as NegotiatedRatePage).negotiatedRates.map((r) => r.id)).toEqual(
      [NEGOTIATED_RATE.corsica],
    );
  });

  it('creates (VAT number normalized), patches and deletes a rate with its price list', async () => {
    const options = await seller();
    const created = await call('POST', 'api/negotiated-rate', { ...options, body: NEW_RATE });
    expect(created.status).toBe(201);
    const rate = (await created.json()) as NegotiatedRate;
    expect(rate).toMatchObject({ intracommunityVatNumber: 'FR40123456789', priceList: null });
    const patched = await call('PATCH', `api/negotiated-rate/${rate.id}`, {
      ...options,
      body: { companyName: 'Alpine Executive Jets' },
    });
    expect(await patched.json()).toMatchObject({ companyName: 'Alpine Executive Jets' });

    const gone = await call(
      'DELETE',
      `api/negotiated-rate/${NEGOTIATED_RATE.euroConnect}`,
      options,
    );
    expect(gone.status).toBe(204);
    expect(db.priceLists.some((p) => p.negotiatedRateId === NEGOTIATED_RATE.euroConnect)).toBe(
      false,
    );
  });

  it('checks the VAT number, the lengths and one rate per VAT number (400)', async () => {
    const options = await seller();
    const bad = await call('POST', 'api/negotiated-rate', {
      ...options,
      body: { companyName: 'x'.repeat(121), intracommunityVatNumber: '123' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 400,
      message: 'errors.invalid_request',
      errors: {
        companyName: ['validator.length_max|{"max":120}'],
        intracommunityVatNumber: ['validator.vat_number'],
      },
    });
    const twice = await call('POST', 'api/negotiated-rate', {
      ...options,
      body: { companyName: 'EuroConnect', intracommunityVatNumber: 'LU 2637 5245' },
    });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({
      message: 'errors.negotiated_rate_already_exists',
      errors: { intracommunityVatNumber: ['validator.already_used'] },
    });
  });

  it('reads with NEGOTIATED_RATE_VIEW, writes only with NEGOTIATED_RATE_EDIT', async () => {
    const agent = await as('julien.blanc@rivierajetcentre.fr', ORG.riviera);
    expect((await call('GET', 'api/negotiated-rate', agent)).status).toBe(403);
    const membership = db.organizationUsers.find(
      (m) => m.userId === 9 && m.organizationId === ORG.riviera,
    );
    membership?.rights.push({ action: 'read', subject: 'NEGOTIATED_RATE' });
    expect((await call('GET', 'api/negotiated-rate', agent)).status).toBe(200);
    expect((await call('POST', 'api/negotiated-rate', { ...agent, body: NEW_RATE })).status).toBe(
      403,
    );
    const path = `api/negotiated-rate/${NEGOTIATED_RATE.corsica}`;
    expect((await call('PATCH', path, { ...agent, body: NEW_RATE })).status).toBe(403);
    expect((await call('DELETE', path, agent)).status).toBe(403);
  });

  it('needs a seller selected and hides another seller’s rates (404)', async () => {
    const buyer = await as('buyer@demo.aero', ORG.alpine);
    expect((await call('GET', 'api/negotiated-rate', buyer)).status).toBe(403);
    const heli = await as('heli@demo.aero', ORG.azurHeli);
    const path = `api/negotiated-rate/${NEGOTIATED_RATE.euroConnect}`;
    expect((await call('GET', path, heli)).status).toBe(404);
    expect((await call('PATCH', path, { ...heli, body: NEW_RATE })).status).toBe(404);
    expect((await call('DELETE', path, heli)).status).toBe(404);
    expect(
      ((await (await call('GET', 'api/negotiated-rate', heli)).json()) as NegotiatedRatePage)
        .totalItems,
    ).toBe(0);
  });
});
