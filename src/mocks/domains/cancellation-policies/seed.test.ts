import { describe, expect, it } from 'vitest';
import { isCancellationRule } from '../../../entities/quote/contract';
import { db, resetDemoApi } from '../../db';
import '../../testing';
import { seedCancellationPolicies } from './seed';

resetDemoApi();
const shop = { shopProducts: db.shopProducts, shopCategories: db.shopCategories };
const { cancellationPolicies: policies } = seedCancellationPolicies(shop);

describe('the cancellation policy seed', () => {
  it('gives every seller of the shop one active group default, of valid conditions', () => {
    const sellers = [...new Set(shop.shopProducts.map((p) => p.sellerId))];
    for (const sellerId of sellers) {
      const defaults = policies.filter((p) => p.organizationId === sellerId && p.groupDefault);
      expect(defaults, `seller ${sellerId}`).toHaveLength(1);
      expect(defaults[0]?.status).toBe('active');
    }
    for (const policy of policies) {
      expect(policy.conditions.every((c) => isCancellationRule(c.rule))).toBe(true);
      expect(policy.conditions.every((c) => c.priceRate >= 0 && c.priceRate <= 100)).toBe(true);
    }
  });

  it('covers the shop’s categories, with several conditions, for several sellers', () => {
    const covering = policies.filter((p) => p.categoryIds.length > 0);
    const categoryIds = new Set(shop.shopCategories.map((c) => c.id));
    expect(new Set(covering.map((p) => p.organizationId)).size).toBeGreaterThan(1);
    for (const policy of covering) {
      expect(policy.categoryIds.every((id) => categoryIds.has(id))).toBe(true);
      expect(policy.conditions.length).toBeGreaterThan(1);
    }
    expect(policies.filter((p) => p.conditions.length >= 3).length).toBeGreaterThan(3);
  });

  it('reads nothing it was not given (the registry calls it with nothing seeded)', () => {
    expect(
      seedCancellationPolicies({}).cancellationPolicies.every((p) => p.categoryIds.length === 0),
    ).toBe(true);
  });
});
