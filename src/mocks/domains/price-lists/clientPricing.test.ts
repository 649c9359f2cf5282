import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { loadDomains } from '../../registry';
import { ORG } from '../organizations';
import { pricedFor } from './clientPricing';
import { PRICE_LIST, SERVICE } from './seed';

await loadDomains();
beforeEach(() => resetDemoApi());

function hangar() {
  const product = db.shopProducts.find((p) => p.serviceId === SERVICE.hangar);
  if (!product) throw new Error('no Riviera hangar');
  return {
    ...product,
    priceSlices: [
      { places: 4, unitPrice: 100 },
      { places: 2, unitPrice: 120 },
    ],
  };
}

describe('pricedFor: the product as a buyer pays it', () => {
  it('leaves the public prices to a buyer no rate names', () => {
    const product = hangar();
    expect(pricedFor(product, ORG.alpine)).toBe(product);
  });

  it('discounts the unit price and every price slice for the named buyer (EuroConnect: 20 %)', () => {
    const product = hangar();
    expect(pricedFor(product, ORG.euroConnect)).toMatchObject({
      unitPrice: product.unitPrice === null ? null : product.unitPrice * 0.8,
      priceSlices: [
        { places: 4, unitPrice: 80 },
        { places: 2, unitPrice: 96 },
      ],
      discountRate: 0,
    });
  });

  it('makes a unit price the price whatever the slices booked', () => {
    const list = db.priceLists.find((p) => p.id === PRICE_LIST.euroConnect);
    const line = list?.lines.find((l) => l.serviceId === SERVICE.hangar);
    if (!line) throw new Error('no hangar line');
    line.unitPrice = 70;
    line.discountRate = null;
    expect(pricedFor(hangar(), ORG.euroConnect)).toMatchObject({ unitPrice: 70, priceSlices: [] });
  });

  it('ignores an inactive list', () => {
    const list = db.priceLists.find((p) => p.id === PRICE_LIST.euroConnect);
    if (list) list.status = 'inactive';
    const product = hangar();
    expect(pricedFor(product, ORG.euroConnect)).toBe(product);
  });
});
