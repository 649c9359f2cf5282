import type { CancellationCondition } from './quotes.types';
import type { QuoteCancellationType, QuoteCancelledBy } from './quotes.types';
import { roundMoney } from './pricing';

/**
 * Cancellation rule options (spec section 9): less than 12 hours or 1 to 10 days before
 * departure, always; the trip changed later than 6 h or 12 h before departure; the trip not
 * rescheduled before departure (it was cancelled, not moved).
 */
export const CANCELLATION_RULES = [
  'hours_12',
  'days_1',
  'days_2',
  'days_3',
  'days_4',
  'days_5',
  'days_6',
  'days_7',
  'days_8',
  'days_9',
  'days_10',
  'always',
  'changed_hours_6',
  'changed_hours_12',
  'not_rescheduled',
] as const;
export type CancellationRuleCode = (typeof CANCELLATION_RULES)[number];

export function isCancellationRule(rule: string): rule is CancellationRuleCode {
  return (CANCELLATION_RULES as readonly string[]).includes(rule);
}

/** A rule in parts the texts can say. */
export type CancellationRule =
  | { kind: 'always' }
  | { kind: 'before'; unit: 'days' | 'hours'; count: number }
  | { kind: 'changed'; hours: number }
  | { kind: 'not_rescheduled' }
  | { kind: 'unknown'; raw: string };

export function parseCancellationRule(rule: string): CancellationRule {
  if (rule === 'always') return { kind: 'always' };
  if (rule === 'not_rescheduled') return { kind: 'not_rescheduled' };
  const changed = /^changed_hours_(\d+)$/.exec(rule);
  if (changed) return { kind: 'changed', hours: Number(changed[1]) };
  const match = /^(days|hours)_(\d+)$/.exec(rule);
  if (match) {
    const unit = match[1] === 'days' ? 'days' : 'hours';
    return { kind: 'before', unit, count: Number(match[2]) };
  }
  return { kind: 'unknown', raw: rule };
}

export interface CancellationContext {
  cancelledBy: QuoteCancelledBy;
  cancellationType: QuoteCancellationType;
  /** ISO date-times. */
  cancelledAt: string;
  departureAt: string;
}

const HOUR = 3_600_000;

/** Whether `rule` applies to a cancellation made at `cancelledAt` for `departureAt`. */
export function ruleApplies(rule: string, context: CancellationContext): boolean {
  const lead = Date.parse(context.departureAt) - Date.parse(context.cancelledAt);
  const parsed = parseCancellationRule(rule);
  switch (parsed.kind) {
    case 'always':
      return true;
    case 'before':
      return lead < parsed.count * (parsed.unit === 'days' ? 24 : 1) * HOUR;
    case 'changed':
      return context.cancellationType === 'rescheduled' && lead < parsed.hours * HOUR;
    case 'not_rescheduled':
      return context.cancellationType === 'cancelled';
    case 'unknown':
      return false;
  }
}

/** The fee of `priceRate` percent of `total`, rounded to the currency. */
export function feeOf(total: number, priceRate: number, currency: string): number {
  return roundMoney((total * priceRate) / 100, currency);
}

/**
 * The condition of a policy that applies to this cancellation (the one with the highest rate
 * among those for the party who cancelled), and its fee; null when none applies.
 */
export function cancellationFee(
  conditions: readonly CancellationCondition[],
  context: CancellationContext,
  total: number,
  currency: string,
): { rule: string; priceRate: number; fee: number } | null {
  let best: CancellationCondition | null = null;
  for (const condition of conditions) {
    if (condition.cancelledBy !== context.cancelledBy) continue;
    if (!ruleApplies(condition.rule, context)) continue;
    if (best === null || condition.priceRate > best.priceRate) best = condition;
  }
  if (best === null) return null;
  return {
    rule: best.rule,
    priceRate: best.priceRate,
    fee: feeOf(total, best.priceRate, currency),
  };
}

/** What the choice of a policy reads of one (the demo API's record and the contract have it). */
export interface PolicyCoverage {
  id: number;
  /** The seller's organization. */
  organizationId: number;
  status: 'active' | 'inactive';
  groupDefault: boolean;
  categoryIds: readonly number[];
}

/**
 * The policy a seller's products of `categoryIds` are sold under (DECISIONS "Catalogue"): the
 * seller's active policy covering one of those categories (the oldest when several do), else
 * its active group default, else none. Inactive policies never apply.
 */
export function choosePolicy<P extends PolicyCoverage>(
  policies: readonly P[],
  sellerId: number,
  categoryIds: readonly number[],
): P | null {
  const usable = policies
    .filter((policy) => policy.organizationId === sellerId && policy.status === 'active')
    .sort((a, b) => a.id - b.id);
  const covering = usable.find((policy) =>
    policy.categoryIds.some((category) => categoryIds.includes(category)),
  );
  return covering ?? usable.find((policy) => policy.groupDefault) ?? null;
}
