// The subscription limits, at and past the limit, where a subscriber adds one more.
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { LEMAN, LSGG, errorsOf, hangar, json, leman, send } from '../catalogue/testkit';
import { NEW_HELICOPTER, heli } from '../organization-fleet/testkit';
import { ORG } from '../organizations';
import { subscribeOrganization } from './offers';

beforeEach(() => resetDemoApi());

/** Riviera's offer (PRO-QUARTERLY) with the limits given, as the operator saves them. */
async function limitRiviera(limits: Record<string, number | null>) {
  const token = (await login('operator@demo.aero')).token;
  const terms: unknown = await (await call('GET', 'api/offer/2/subscription', { token })).json();
  const body = { ...(terms as object), ...limits };
  expect((await call('PATCH', 'api/offer/2/subscription', { token, body })).status).toBe(200);
}

const riviera = async () => ({
  token: (await login('seller@demo.aero')).token,
  organizationId: ORG.riviera,
});
const airports = () => db.organizations.find((o) => o.id === ORG.riviera)?.airportIcaos ?? [];

describe('airports on the organization profile', () => {
  it('accepts up to the limit, refuses one more naming the limit and the offer', async () => {
    const icaos = airports();
    await limitRiviera({ maxAirports: icaos.length + 1 });
    const session = await riviera();
    const path = `api/organization/${ORG.riviera}/airports`;
    const atLimit = await call('PATCH', path, {
      ...session,
      body: { airportIcaos: [...icaos, 'LFKJ'] },
    });
    expect(atLimit.status).toBe(200);
    const past = await call('PATCH', path, {
      ...session,
      body: { airportIcaos: [...icaos, 'LFKJ', 'LFKB'] },
    });
    expect(await past.json()).toMatchObject({
      errors: {
        airportIcaos: [
          `validator.offer.airports_max|{"max":${icaos.length + 1},"offer":"PRO-QUARTERLY"}`,
        ],
      },
    });
    expect(airports()).toHaveLength(icaos.length + 1);
  });

  it('takes nothing away when the limit is lowered under what the subscriber has', async () => {
    const icaos = airports();
    await limitRiviera({ maxAirports: 1 });
    const session = await riviera();
    const path = `api/organization/${ORG.riviera}/airports`;
    const kept = await call('PATCH', path, { ...session, body: { airportIcaos: icaos } });
    expect(kept.status).toBe(200);
  });
});

describe('aircraft in the fleet (aircraft and helicopters)', () => {
  it('accepts the last one the offer allows, refuses the next on its registration', async () => {
    const essential = db.offers.find((o) => o.offerReference === 'OFF-HEL-ESS');
    if (!essential) throw new Error('OFF-HEL-ESS is seeded');
    subscribeOrganization(ORG.azurHeli, essential);
    const owned = (r: { organizationId: number }) => r.organizationId === ORG.azurHeli;
    const fleet =
      db.organizationAircraft.filter(owned).length +
      db.organizationHelicopters.filter(owned).length;
    essential.subscription.maxAircraft = fleet + 1;
    const session = await heli();
    const add = (registration: string) =>
      call('POST', 'api/organization-helicopter', {
        ...session,
        body: { ...NEW_HELICOPTER, registration },
      });
    expect((await add('F-HLIM')).status).toBe(201);
    expect(await (await add('F-HLIN')).json()).toMatchObject({
      errors: {
        registration: [`validator.offer.aircraft_max|{"max":${fleet + 1},"offer":"OFF-HEL-ESS"}`],
      },
    });
  });
});

describe('hangars: hangar, parking and outside-ramp services', () => {
  it('refuses one more hangar past the limit, on the typology', async () => {
    const essential = db.offers.find((o) => o.offerReference === 'OFF-HAN-ESS');
    if (!essential) throw new Error('OFF-HAN-ESS is seeded');
    subscribeOrganization(LEMAN, essential);
    const count = db.services.filter(
      (s) => s.sellerId === LEMAN && ['hangar', 'parking', 'outside_ramps'].includes(s.typology),
    ).length;
    essential.subscription.maxHangars = count + 1;
    const session = await leman();
    await json(await send(session, 'POST', 'api/product', hangar({ airportIds: [LSGG] })), 201);
    expect(await errorsOf(await send(session, 'POST', 'api/product', hangar()))).toEqual({
      typology: [`validator.offer.hangars_max|{"max":${count + 1},"offer":"OFF-HAN-ESS"}`],
    });
  });
});
