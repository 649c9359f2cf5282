import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_RULES,
  cancellationFee,
  choosePolicy,
  feeOf,
  parseCancellationRule,
  ruleApplies,
  type CancellationContext,
  type PolicyCoverage,
} from './cancellation';

const DEPARTURE = '2026-12-10T12:00:00Z';
function context(
  hoursBefore: number,
  over: Partial<CancellationContext> = {},
): CancellationContext {
  const cancelledAt = new Date(Date.parse(DEPARTURE) - hoursBefore * 3_600_000).toISOString();
  return {
    cancelledBy: 'customer',
    cancellationType: 'cancelled',
    cancelledAt,
    departureAt: DEPARTURE,
    ...over,
  };
}

describe('parseCancellationRule', () => {
  it.each([
    ['always', { kind: 'always' }],
    ['days_2', { kind: 'before', unit: 'days', count: 2 }],
    ['hours_12', { kind: 'before', unit: 'hours', count: 12 }],
    ['changed_hours_6', { kind: 'changed', hours: 6 }],
    ['not_rescheduled', { kind: 'not_rescheduled' }],
    ['weeks_1', { kind: 'unknown', raw: 'weeks_1' }],
    ['days_', { kind: 'unknown', raw: 'days_' }],
  ])('%s', (rule, expected) => {
    expect(parseCancellationRule(rule)).toEqual(expected);
  });

  it('knows every option of section 9', () => {
    for (const rule of CANCELLATION_RULES)
      expect(parseCancellationRule(rule).kind).not.toBe('unknown');
  });
});

describe('ruleApplies', () => {
  it.each<[string, CancellationContext, boolean]>([
    ['hours_12', context(11), true],
    ['hours_12', context(12), false],
    ['days_1', context(23), true],
    ['days_1', context(25), false],
    ['days_10', context(239), true],
    ['days_10', context(241), false],
    ['always', context(1000), true],
    ['changed_hours_6', context(5, { cancellationType: 'rescheduled' }), true],
    ['changed_hours_6', context(7, { cancellationType: 'rescheduled' }), false],
    ['changed_hours_6', context(5), false],
    ['changed_hours_12', context(11, { cancellationType: 'rescheduled' }), true],
    ['not_rescheduled', context(100), true],
    ['not_rescheduled', context(100, { cancellationType: 'rescheduled' }), false],
    ['weeks_1', context(1), false],
  ])('%s with %j: %s', (rule, ctx, expected) => {
    expect(ruleApplies(rule, ctx)).toBe(expected);
  });
});

describe('cancellationFee', () => {
  const conditions = [
    { cancelledBy: 'customer' as const, rule: 'days_2', priceRate: 50 },
    { cancelledBy: 'customer' as const, rule: 'hours_12', priceRate: 100 },
    { cancelledBy: 'customer' as const, rule: 'always', priceRate: 10 },
    { cancelledBy: 'seller' as const, rule: 'always', priceRate: 0 },
  ];

  it.each<
    [
      string,
      CancellationContext,
      number,
      string,
      { rule: string; priceRate: number; fee: number } | null,
    ]
  >([
    [
      'late: the highest rate',
      context(6),
      1234.56,
      'EUR',
      { rule: 'hours_12', priceRate: 100, fee: 1234.56 },
    ],
    [
      'within two days',
      context(30),
      1234.56,
      'EUR',
      { rule: 'days_2', priceRate: 50, fee: 617.28 },
    ],
    ['early: always', context(200), 1234.56, 'EUR', { rule: 'always', priceRate: 10, fee: 123.46 }],
    [
      'by the seller',
      context(6, { cancelledBy: 'seller' }),
      500,
      'EUR',
      { rule: 'always', priceRate: 0, fee: 0 },
    ],
    [
      'yen rounds to units',
      context(30),
      12345,
      'JPY',
      { rule: 'days_2', priceRate: 50, fee: 6173 },
    ],
  ])('%s', (_name, ctx, total, currency, expected) => {
    expect(cancellationFee(conditions, ctx, total, currency)).toEqual(expected);
  });

  it('is null when no condition applies', () => {
    expect(
      cancellationFee(
        [{ cancelledBy: 'customer', rule: 'hours_12', priceRate: 100 }],
        context(48),
        100,
        'EUR',
      ),
    ).toBeNull();
  });

  it.each([
    [100, 33.333, 'EUR', 33.33],
    [0.05, 50, 'EUR', 0.03],
    [10, 12.5, 'KWD', 1.25],
  ])('feeOf(%s, %s%%, %s) = %s', (total, rate, currency, expected) => {
    expect(feeOf(total, rate, currency)).toBe(expected);
  });
});

describe('choosePolicy', () => {
  const policy = (id: number, over: Partial<PolicyCoverage> = {}): PolicyCoverage => ({
    id,
    organizationId: 2,
    status: 'active',
    groupDefault: false,
    categoryIds: [],
    ...over,
  });
  const policies = [
    policy(1, { groupDefault: true }),
    policy(2, { categoryIds: [10, 11] }),
    policy(3, { categoryIds: [11, 12] }),
    policy(4, { categoryIds: [13], status: 'inactive' }),
    policy(5, { organizationId: 3, categoryIds: [14] }),
    policy(6, { organizationId: 3, groupDefault: true, status: 'inactive' }),
  ];

  it.each<[string, number, number[], number | null]>([
    ['the policy covering the category', 2, [12], 3],
    ['the oldest of two covering ones', 2, [11], 2],
    ['one of several categories covered', 2, [99, 10], 2],
    ['the group default when none covers', 2, [99], 1],
    ['the group default without categories', 2, [], 1],
    ['an inactive covering one is skipped', 2, [13], 1],
    ['another seller: its own policy', 3, [14], 5],
    ['an inactive default: none', 3, [99], null],
    ['a seller without policies: none', 9, [10], null],
  ])('%s', (_name, sellerId, categoryIds, expected) => {
    expect(choosePolicy(policies, sellerId, categoryIds)?.id ?? null).toBe(expected);
  });
});
