// The offers' calls: rights, list filters, information, typologies, subscription, subscribers.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Offer, OfferInfo } from '../../../entities/offer/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';

beforeEach(() => resetDemoApi());

const operator = async () => (await login('operator@demo.aero')).token;
const NEW_OFFER = {
  offerReference: 'off-charter-2027',
  references: { en: 'Charter 2027', fr: '' },
  offerType: 'commission',
  offerActive: true,
  countryCode: 'FR',
  currencyCode: 'EUR',
};

describe('rights', () => {
  it('answers 401 without a token, 403 to a seller, the list to an operator', async () => {
    expect((await call('GET', 'api/offer')).status).toBe(401);
    const seller = (await login('seller@demo.aero')).token;
    const refused = await call('GET', 'api/offer', { token: seller, organizationId: ORG.riviera });
    expect(refused.status).toBe(403);
    const listed = await call('GET', 'api/offer', { token: await operator() });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { totalItems: number }).totalItems).toBe(db.offers.length);
  });
});

describe('GET api/offer', () => {
  it('filters by type, activity, typology and words, and counts the subscribers', async () => {
    const token = await operator();
    const page = async (query: string) =>
      (await (await call('GET', `api/offer?${query}`, { token })).json()) as {
        offers: Offer[];
        totalItems: number;
      };
    const fbo = await page('mainTypologyId=3&offerType=subscription');
    expect(fbo.offers.map((o) => o.offerReference)).toEqual(['OFF-FIX-BUS', 'OFF-FIX-PRE']);
    const pro = await page('searchQuery=quarterly');
    expect(pro.offers).toHaveLength(1);
    expect(pro.offers[0]?.subscriberCount).toBe(1); // Riviera
    expect((await page('offerActive=false')).totalItems).toBe(0);
    expect((await call('GET', 'api/offer?offerType=free', { token })).status).toBe(400);
  });
});

describe('POST api/offer and its information', () => {
  it('creates an offer with its reference upper-cased, then refuses the same reference', async () => {
    const token = await operator();
    const created = await call('POST', 'api/offer', { token, body: NEW_OFFER });
    expect(created.status).toBe(201);
    const info = (await created.json()) as OfferInfo;
    expect(info).toMatchObject({
      offerReference: 'OFF-CHARTER-2027',
      references: { en: 'Charter 2027' },
    });
    const again = await call('POST', 'api/offer', { token, body: NEW_OFFER });
    expect(await again.json()).toMatchObject({
      errors: { offerReference: ['validator.already_used'] },
    });
  });

  it("requires the default language's reference, and keeps a French one", async () => {
    const token = await operator();
    const body = { ...NEW_OFFER, references: { en: ' ', fr: 'Affrètement' } };
    const refused = await call('PATCH', 'api/offer/4/info', { token, body });
    expect(await refused.json()).toMatchObject({
      errors: { 'references.en': ['validator.required'] },
    });
    const changed = await call('PATCH', 'api/offer/4/info', {
      token,
      body: {
        ...body,
        offerReference: 'OFF-FIX-ESS',
        references: { en: 'Starter', fr: 'Débutant' },
      },
    });
    expect(await changed.json()).toMatchObject({ references: { en: 'Starter', fr: 'Débutant' } });
    expect((await call('GET', 'api/offer/999/info', { token })).status).toBe(404);
  });
});

describe('typologies, subscription and subscribers', () => {
  it('changes the typologies among the seller typologies only', async () => {
    const token = await operator();
    const bad = await call('PATCH', 'api/offer/1/typology', {
      token,
      body: { mainTypologyId: 999, typologyIds: [3] },
    });
    expect(bad.status).toBe(400);
    const good = await call('PATCH', 'api/offer/1/typology', {
      token,
      body: { mainTypologyId: 3, typologyIds: [3, 7] },
    });
    expect(await good.json()).toEqual({ mainTypologyId: 3, typologyIds: [3, 7] });
  });

  it('changes the terms and limits, refusing a negative or broken limit', async () => {
    const token = await operator();
    const terms = (await (
      await call('GET', 'api/offer/2/subscription', { token })
    ).json()) as Record<string, unknown>;
    expect(terms).toMatchObject({ duration: 'one_year', paymentPeriod: 'trimester', price: 450 });
    const bad = await call('PATCH', 'api/offer/2/subscription', {
      token,
      body: { ...terms, maxAirports: -1, maxAircraft: 1.5 },
    });
    expect(await bad.json()).toMatchObject({
      errors: { maxAirports: ['validator.count'], maxAircraft: ['validator.count'] },
    });
    const good = await call('PATCH', 'api/offer/2/subscription', {
      token,
      body: { ...terms, maxAirports: 4, reconductible: false },
    });
    expect(await good.json()).toMatchObject({ maxAirports: 4, reconductible: false });
  });

  it('lists the subscribers, and deletes only an offer without any', async () => {
    const token = await operator();
    const list = await call('GET', 'api/offer/2/subscriber', { token });
    expect(await list.json()).toMatchObject({
      subscribers: [
        { organizationId: ORG.riviera, name: 'Riviera Jet Centre SAS', status: 'active' },
      ],
    });
    const refused = await call('DELETE', 'api/offer/2/delete', { token });
    expect(await refused.json()).toMatchObject({ message: 'errors.offer_has_subscribers' });
    expect((await call('DELETE', 'api/offer/3/delete', { token })).status).toBe(204);
    expect(db.offers.some((o) => o.id === 3)).toBe(false);
  });
});
