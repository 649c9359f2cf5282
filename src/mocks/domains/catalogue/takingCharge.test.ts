import { beforeEach, describe, expect, it } from 'vitest';
import type { HelicopterOperator } from '../../../entities/cart/contract';
import type { Service } from '../../../entities/service/contract';
import { resetDemoApi } from '../../db';
import { PLACE } from '../places';
import { PRODUCT } from '../shop';
import { trip1 } from '../shop/testkit';
import { AZUR, as, buyer, errorsOf, json, newService, send, seller } from './testkit';

beforeEach(() => resetDemoApi());

const azur = () => as('heli@demo.aero', AZUR);
const MONACO = PRODUCT.azurMonaco;

async function destinationsFromNice(): Promise<string[]> {
  const { trip, heli } = trip1();
  const query = `tripId=${trip.id}&stepId=${heli.id}&eventId=${heli.transferDeparture.id}`;
  const operators = await json<HelicopterOperator[]>(
    await send(await buyer(), 'GET', `api/shop/helicopters?${query}&currency=EUR`),
  );
  return operators.flatMap((operator) => operator.destinations.map((d) => d.name));
}

describe('a helicopter service’s taking-charge addresses', () => {
  it('answers them as places of the directory', async () => {
    const service = await json<Service>(await send(await azur(), 'GET', `api/product/${MONACO}`));
    expect(service.takingChargeAddresses).toEqual([
      expect.objectContaining({ id: PLACE.monacoHeliport, name: 'Monaco Heliport' }),
    ]);
  });

  it('refuses free text and unknown places: chosen from the list only', async () => {
    const session = await azur();
    for (const sent of [['Monaco heliport'], [{ name: 'Monaco' }], [9999], 'Monaco']) {
      const errors = await errorsOf(
        await send(session, 'PATCH', `api/product/${MONACO}`, { takingChargePlaceIds: sent }),
      );
      expect(errors.takingChargePlaceIds).toEqual([
        sent === 'Monaco' ? 'validator.choice' : 'validator.service.place_from_list',
      ]);
    }
  });

  it('refuses a city, a region or a road: not precise enough', async () => {
    const session = await azur();
    for (const id of [PLACE.nice, PLACE.cotedAzur, PLACE.promenadeDesAnglais]) {
      const errors = await errorsOf(
        await send(session, 'PATCH', `api/product/${MONACO}`, {
          takingChargePlaceIds: [PLACE.monacoHeliport, id],
        }),
      );
      expect(errors).toEqual({ takingChargePlaceIds: ['validator.service.place_imprecise'] });
    }
    // A new service too.
    const created = await send(
      session,
      'POST',
      'api/product',
      newService({ typology: 'helicopter', takingChargePlaceIds: [PLACE.saintTropez] }),
    );
    expect(await errorsOf(created)).toMatchObject({
      takingChargePlaceIds: ['validator.service.place_imprecise'],
    });
  });

  it('applies a change at once, without validation, and the shop flies there', async () => {
    expect(await destinationsFromNice()).not.toContain('Hôtel de Paris Monte-Carlo');
    const saved = await json<Service>(
      await send(await azur(), 'PATCH', `api/product/${MONACO}`, {
        takingChargePlaceIds: [PLACE.monacoHeliport, PLACE.hotelDeParis, PLACE.princesseGrace],
      }),
    );
    expect(saved.validationState).toBe('validated');
    expect(saved.takingChargeAddresses.map((place) => place.kind)).toEqual([
      'heliport',
      'premise',
      'street_address',
    ]);
    expect(await destinationsFromNice()).toContain('Hôtel de Paris Monte-Carlo');
  });

  it('has none for another typology (the field is ignored there)', async () => {
    const created = await json<Service>(
      await send(
        await seller(),
        'POST',
        'api/product',
        newService({ takingChargePlaceIds: [PLACE.monacoHeliport] }),
      ),
      201,
    );
    expect(created.takingChargeAddresses).toEqual([]);
  });
});
