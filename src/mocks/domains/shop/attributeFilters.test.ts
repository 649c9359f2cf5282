import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopProvidersPage } from '../../../entities/cart/contract';
import { db, resetDemoApi } from '../../db';
import { PRODUCT } from './seed';
import { atNice, buyer, get, json } from './testkit';

beforeEach(() => resetDemoApi());

/** Riviera's hangar at Nice holds "Heated: yes" (a filterable yes/no attribute). */
function heatHangar() {
  const heated = db.catalogueAttributes.find((a) => a.inputName === 'heated');
  const hangar = db.shopProducts.find((p) => p.id === PRODUCT.rivieraHangar);
  if (!heated || !hangar) throw new Error('seed changed');
  hangar.attributeValues = [{ attributeId: heated.id, value: true }];
  return hangar.sellerId;
}

describe('filterable attributes in the shop (issue 31)', () => {
  it('offers the values held here as filters, and keeps the providers holding them', async () => {
    const riviera = heatHangar();
    const session = await buyer();
    const all = await json<ShopProvidersPage>(await get(session, `api/shop/providers?${atNice()}`));
    expect(all.attributeFilters).toEqual([
      {
        inputName: 'heated',
        name: 'Heated',
        type: 'boolean',
        options: [{ value: 'true', label: 'Yes', icon: null }],
      },
    ]);
    const heated = await json<ShopProvidersPage>(
      await get(session, `api/shop/providers?${atNice('&attribute[]=heated:true')}`),
    );
    expect(heated.providers.map((p) => p.id)).toEqual([riviera]);
    expect(all.providers.length).toBeGreaterThan(1);
  });

  it('refuses a filter no filterable attribute has', async () => {
    const response = await get(
      await buyer(),
      `api/shop/providers?${atNice('&attribute[]=persons:2')}`,
    );
    expect(response.status).toBe(400);
  });
});
