import { beforeEach, describe, expect, it } from 'vitest';
import type { HelicopterOffersPage } from '../../../entities/cart/contract';
import type { Service, ServicePayload } from '../../../entities/service/contract';
import { db, resetDemoApi } from '../../db';
import { PLACE } from '../places';
import { CATEGORY, PRODUCT } from '../shop';
import { trip1 } from '../shop/testkit';
import {
  AZUR,
  LFMN,
  as,
  buyer,
  errorsOf,
  json,
  newService,
  operatorDecision,
  send,
} from './testkit';

beforeEach(() => resetDemoApi());

const azur = () => as('heli@demo.aero', AZUR);
/** Azur's own helicopters (fleet seed): an H130 T2 and an H125; 5 is a Dolomiti one. */
const H130 = 1;
const H125 = 4;
const DOLOMITI_AW169 = 5;

const transfer = {
  helicopterId: H130,
  type: 'private',
  seats: 6,
  luggageKg: 120,
  durationMinutes: 9,
};

function heliService(overrides: Partial<ServicePayload> = {}): ServicePayload {
  const base = newService();
  return {
    ...base,
    typology: 'helicopter',
    information: {
      ...base.information,
      name: { en: 'Helicopter transfer Nice – Port Hercule', fr: 'Transfert Nice – Port Hercule' },
      categoryIds: [CATEGORY.helicopter],
    },
    pricing: { ...base.pricing, unit: 'trip', unitPrice: 1400, vatRate: 10 },
    takingChargePlaceIds: [PLACE.portHercule],
    transfer: { ...transfer, type: 'private' },
    ...overrides,
  };
}

async function offers(type: 'private' | 'shared', destination: number = PLACE.portHercule) {
  const { trip, heli } = trip1();
  const query = `tripId=${trip.id}&stepId=${heli.id}&eventId=${heli.transferDeparture.id}&currency=EUR&organizationId=${AZUR}&destinationId=${destination}&type=${type}`;
  const page = await json<HelicopterOffersPage>(
    await send(await buyer(), 'GET', `api/shop/helicopter-offers?${query}`),
  );
  return page.offers;
}

async function create(payload: ServicePayload): Promise<Service> {
  return json<Service>(await send(await azur(), 'POST', 'api/product', payload), 201);
}

describe('the helicopter service’s transfer tab', () => {
  it('is read with the aircraft named as the fleet names it', async () => {
    const service = await create(heliService());
    expect(service.tabs).toEqual([
      'information',
      'pricing',
      'availability',
      'transfer',
      'airports',
    ]);
    expect(service.transfer).toEqual({
      ...transfer,
      helicopterModel: 'Airbus Helicopters H130 T2',
      registration: '3A-MCA',
    });
    expect(service.airportIds).toEqual([LFMN]);
  });

  it('offers a new seller’s service once validated, from its tab and addresses', async () => {
    const service = await create(heliService());
    expect((await offers('private')).map((offer) => offer.registration)).not.toContain('3A-MCA');
    await json(await operatorDecision(service.id, 'validate'));
    const offer = (await offers('private')).find((o) => o.registration === '3A-MCA');
    expect(offer).toMatchObject({
      helicopterModel: 'Airbus Helicopters H130 T2',
      seats: 6,
      luggageKg: 120,
      durationMinutes: 9,
      unitPrice: 1400,
    });
  });

  it('keeps the validated flight on sale while a change awaits validation', async () => {
    const service = await create(heliService());
    await json(await operatorDecision(service.id, 'validate'));
    const changed = { ...transfer, helicopterId: H125, seats: 4, durationMinutes: 12 };
    const saved = await json<Service>(
      await send(await azur(), 'PATCH', `api/product/${service.id}`, { transfer: changed }),
    );
    expect(saved).toMatchObject({ validationState: 'awaiting_validation' });
    expect(saved.onSaleVersion?.transfer).toMatchObject({ seats: 6, registration: '3A-MCA' });
    expect((await offers('private')).find((o) => o.id === saved.productIds[0])).toMatchObject({
      seats: 6,
      registration: '3A-MCA',
    });
    await json(await operatorDecision(service.id, 'validate'));
    expect((await offers('private')).find((o) => o.id === saved.productIds[0])).toMatchObject({
      seats: 4,
      durationMinutes: 12,
      registration: '3A-MCD',
    });
  });

  it('refuses another organization’s helicopter and numbers beyond the limits, on the field', async () => {
    const service = await create(heliService());
    const session = await azur();
    const errors = await errorsOf(
      await send(session, 'PATCH', `api/product/${service.id}`, {
        transfer: {
          ...transfer,
          helicopterId: DOLOMITI_AW169,
          seats: 0,
          luggageKg: 2001,
          durationMinutes: 7.5,
        },
      }),
    );
    expect(errors).toEqual({
      'transfer.helicopterId': ['validator.choice'],
      'transfer.seats': ['validator.strict_positive'],
      'transfer.luggageKg': [expect.stringContaining('validator.')],
      'transfer.durationMinutes': ['validator.integer'],
    });
    const missing = await errorsOf(
      await send(session, 'PATCH', `api/product/${service.id}`, { transfer: { type: 'charter' } }),
    );
    expect(Object.keys(missing).sort()).toEqual([
      'transfer.durationMinutes',
      'transfer.helicopterId',
      'transfer.luggageKg',
      'transfer.seats',
      'transfer.type',
    ]);
  });

  it('needs TRANSFER_HELICOPTER_REQUEST to write the tab, not to change the others', async () => {
    const member = db.organizationUsers.find((m) => m.organizationId === AZUR);
    if (!member) throw new Error('no Azur member');
    member.rights = member.rights.filter((right) => right.subject !== 'TRANSFER_HELICOPTER');
    const session = await azur();
    const path = `api/product/${PRODUCT.azurMonaco}`;
    expect((await send(session, 'PATCH', path, { transfer })).status).toBe(403);
    expect((await send(session, 'PATCH', path, { visible: true })).status).toBe(200);
  });

  it('keeps offering the seeded services from their seed records', async () => {
    const [h130] = await offers('private', PLACE.monacoHeliport);
    expect(h130).toMatchObject({ id: PRODUCT.azurMonaco, registration: '3A-MXA', seats: 6 });
  });

  it('says why a validated helicopter service without its tab is not offered', async () => {
    const { transfer: _none, ...withoutTab } = heliService();
    const service = await create(withoutTab);
    const validated = await json<Service>(await operatorDecision(service.id, 'validate'));
    expect(validated).toMatchObject({ onSale: false, notOnSaleReasons: ['no_transfer'] });
    expect(await offers('private')).toHaveLength(1);
    const seeded = await json<Service>(
      await send(await azur(), 'GET', `api/product/${PRODUCT.azurMonaco}`),
    );
    expect(seeded).toMatchObject({ onSale: true, notOnSaleReasons: [], transfer: null });
  });
});
