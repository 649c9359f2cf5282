import { beforeEach, describe, expect, it } from 'vitest';
import type { PlacePage } from '../../../entities/service/contract';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { PLACE } from './directory';

beforeEach(() => resetDemoApi());

async function search(query: string): Promise<PlacePage> {
  const { token } = await login('heli@demo.aero');
  const response = await call('GET', `api/place?${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as PlacePage;
}

describe('GET api/place', () => {
  it('finds places by name or address, accents and case aside', async () => {
    const monaco = await search('search=monaco');
    expect(monaco.places.map((place) => place.name)).toEqual([
      'Monaco Heliport',
      'Port Hercule',
      'Hôtel de Paris Monte-Carlo',
      '7 Avenue Princesse Grace',
    ]);
    expect(monaco.places[0]).toEqual({
      id: PLACE.monacoHeliport,
      name: 'Monaco Heliport',
      formattedAddress: 'Avenue des Ligures, 98000 Monaco',
      kind: 'heliport',
      countryCode: 'MC',
    });
    const hotel = await search('search=HOTEL%20cap');
    expect(hotel.places.map((place) => place.id)).toEqual([PLACE.capEdenRoc]);
  });

  it('lists the imprecise places too, saying what they are', async () => {
    const nice = await search('search=nice');
    expect(nice.places.map((place) => [place.name, place.kind])).toEqual([
      ['Nice', 'city'],
      ['Promenade des Anglais', 'road'],
    ]);
  });

  it('pages, refuses a malformed page and needs a signed-in user', async () => {
    const page = await search('numberOfItemsPerPage=3');
    expect(page.places).toHaveLength(3);
    expect(page.totalItems).toBeGreaterThan(15);
    const { token } = await login('heli@demo.aero');
    expect((await call('GET', 'api/place?numberOfItemsPerPage=500', { token })).status).toBe(400);
    expect((await call('GET', 'api/place?search=nice', {})).status).toBe(401);
  });
});
