// The maximum subscription: how many organizations may hold an offer, at and past it.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { ORG } from '../organizations';
import { NEW_SELLER } from '../registration/testkit';
import { subscribeOrganization } from './offers';

beforeEach(() => resetDemoApi());

const LEMAN = 7;

type RegistrationOffers = Schemas['RegistrationOffers'];
const full = (max: number, offer: string) =>
  `validator.offer.subscriptions_max|{"max":${max},"offer":"${offer}"}`;

function offerNamed(reference: string) {
  const offer = db.offers.find((o) => o.offerReference === reference);
  if (!offer) throw new Error(`${reference} is seeded`);
  return offer;
}

/** A new FBO's registration, its offers as listed, and its first choice or a change. */
async function newSeller() {
  const created = await call('POST', 'seller-register', { body: NEW_SELLER });
  const { id, token } = (await created.json()) as { id: number; token: string };
  const offers = async () =>
    (await (
      await call('GET', `api/register/offers/${id}?token=${token}`)
    ).json()) as RegistrationOffers;
  const choose = (offerReference: string, method = 'POST') =>
    call(method, `api/register/select-offer/${id}`, { body: { offerReference, token } });
  return { offers, choose };
}

describe("registration's offer choice", () => {
  it('takes the last place of an offer, then lists it as full and refuses it', async () => {
    const essential = offerNamed('OFF-FIX-ESS');
    essential.subscription.maximumSubscription = 2;
    subscribeOrganization(ORG.euroConnect, essential);
    const seller = await newSeller();
    expect((await seller.offers()).offers.some((o) => o.full)).toBe(false);
    expect((await seller.choose('OFF-FIX-ESS')).status).toBe(200);
    // Its own subscription does not make the offer full for itself.
    expect((await seller.offers()).offers.some((o) => o.full)).toBe(false);

    expect((await seller.choose('OFF-FIX-BUS', 'PATCH')).status).toBe(200);
    essential.subscription.maximumSubscription = 1;
    const listed = await seller.offers();
    expect(listed.offers.map((o) => [o.offerReference, o.full])).toEqual([
      ['OFF-FIX-ESS', true],
      ['OFF-FIX-BUS', false],
      ['OFF-FIX-PRE', false],
    ]);
    const refused = await seller.choose('OFF-FIX-ESS', 'PATCH');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: { offerReference: [full(1, 'OFF-FIX-ESS')] },
    });
    expect((await seller.offers()).selectedOfferReference).toBe('OFF-FIX-BUS');
  });
});

describe("the organization's offer tab", () => {
  it('refuses a full offer to another organization, not to its subscriber', async () => {
    const pro = offerNamed('PRO-QUARTERLY');
    pro.subscription.maximumSubscription = 1;
    const submit = async (email: string, organizationId: number) =>
      call('PATCH', `api/organization/${organizationId}/submit-offer`, {
        token: (await login(email)).token,
        organizationId,
        body: { offerId: pro.id },
      });
    // Riviera holds it: choosing it again is no new subscription.
    expect((await submit('seller@demo.aero', ORG.riviera)).status).toBe(200);
    const other = await submit('anna.keller@leman-hangars.ch', LEMAN);
    expect(await other.json()).toMatchObject({
      errors: { offerId: [full(1, 'PRO-QUARTERLY')] },
    });
    pro.subscription.maximumSubscription = 2;
    expect((await submit('anna.keller@leman-hangars.ch', LEMAN)).status).toBe(200);
  });
});
