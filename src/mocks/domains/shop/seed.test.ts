import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPOLOGIES } from '../../../entities/cart/contract';
import { airportById } from '../airports';
import { seedOrganizations } from '../organizations';
import { seedShop } from './seed';

const shop = seedShop();
const organizations = seedOrganizations();

describe('the shop seed', () => {
  it('sells every typology', () => {
    const typologies = new Set(shop.shopProducts.map((p) => p.typology));
    expect([...typologies].sort()).toEqual([...PRODUCT_TYPOLOGIES]);
  });

  it.each(shop.shopProducts.map((p) => [p.id, p] as const))(
    'product %i: an active seller’s, at one of its airports, of one of its typologies',
    (_id, product) => {
      const seller = organizations.find((o) => o.id === product.sellerId);
      expect(seller).toMatchObject({ seller: true, organizationStatus: 'active' });
      expect(seller?.airportIcaos).toContain(airportById(product.airportId)?.icao);
      expect(seller?.productTypologies).toContain(product.typology);
      expect(product.name.en).not.toBe('');
      expect(product.name.fr).not.toBe('');
      expect(product.categoryIds.length).toBeGreaterThan(0);
    },
  );

  it('gives ids once and sliced products their slices', () => {
    const ids = shop.shopProducts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of shop.shopProducts) {
      const sliced = ['hangar', 'parking', 'outside_ramps'].includes(product.typology);
      expect(product.slices !== null).toBe(sliced);
      expect(product.pricingType).toBe(sliced ? 'price_per_slice' : 'unit_price');
    }
  });

  it('names every category in both languages and gives each seller a cancellation policy', () => {
    for (const category of shop.shopCategories) {
      expect(category.name.en).not.toBe(category.slug);
      expect(category.name.fr).not.toBe('');
    }
    const sellers = new Set(shop.shopProducts.map((p) => p.sellerId));
    const rules = /^(hours_12|days_([1-9]|10)|always)$/;
    for (const sellerId of sellers) {
      const record = shop.shopSellers.find((s) => s.sellerId === sellerId);
      expect(record?.cancellationPolicy?.conditions.every((c) => rules.test(c.rule))).toBe(true);
    }
  });
});
