import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopProvidersPage } from '../../../entities/cart/contract';
import { resetDemoApi } from '../../db';
import { atNice, buyer, get, json } from './testkit';

beforeEach(() => resetDemoApi());

describe('filterable attributes in the shop (issue 31)', () => {
  it('offers the seeded values held here as filters, and keeps the providers holding them', async () => {
    const session = await buyer();
    const all = await json<ShopProvidersPage>(await get(session, `api/shop/providers?${atNice()}`));
    // Seeded: hangars heated (parking and ramps not), Gourmet Skies' cuisines, Riviera's 24/7 handling.
    expect(all.attributeFilters).toEqual([
      {
        inputName: 'heated',
        name: 'Heated',
        type: 'boolean',
        options: [
          { value: 'false', label: 'No', icon: null },
          { value: 'true', label: 'Yes', icon: null },
        ],
      },
      {
        inputName: 'cuisine',
        name: 'Cuisine',
        type: 'choice',
        options: [
          { value: 'french', label: 'French', icon: 'restaurant' },
          { value: 'mediterranean', label: 'Mediterranean', icon: 'local_cafe' },
        ],
      },
      {
        inputName: 'open_24_7',
        name: 'Open 24/7',
        type: 'boolean',
        options: [{ value: 'true', label: 'Yes', icon: null }],
      },
    ]);
    const names = async (filter: string) =>
      (
        await json<ShopProvidersPage>(
          await get(session, `api/shop/providers?${atNice(`&attribute[]=${filter}`)}`),
        )
      ).providers.map((p) => p.name);
    expect(await names('heated:true')).toEqual(['Riviera Jet Centre']);
    expect(await names('cuisine:french')).toEqual(['Gourmet Skies']);
    expect(all.providers.length).toBeGreaterThan(2);
  });

  it('refuses a filter no filterable attribute has', async () => {
    const response = await get(
      await buyer(),
      `api/shop/providers?${atNice('&attribute[]=persons:2')}`,
    );
    expect(response.status).toBe(400);
  });
});
