import {
  cancellationFee,
  feeOf,
  ruleApplies,
  type CancellationCondition,
  type CancellationContext,
  type QuoteCancellationType,
  type QuoteCancelledBy,
} from '@/entities/quote';

/** The worked example's sample: an order, and a cancellation some hours before departure. */
export interface FeeSample {
  amount: number;
  currency: string;
  hoursBefore: number;
  cancelledBy: QuoteCancelledBy;
  cancellationType: QuoteCancellationType;
}

export const DEFAULT_SAMPLE: Omit<FeeSample, 'currency'> = {
  amount: 1000,
  hoursBefore: 36,
  cancelledBy: 'customer',
  cancellationType: 'cancelled',
};

/** Any fixed departure: only the time between cancellation and departure counts. */
const DEPARTURE = '2030-01-15T12:00:00.000Z';

export function sampleContext(sample: FeeSample): CancellationContext {
  const cancelledAt = new Date(Date.parse(DEPARTURE) - sample.hoursBefore * 3_600_000);
  return {
    cancelledBy: sample.cancelledBy,
    cancellationType: sample.cancellationType,
    cancelledAt: cancelledAt.toISOString(),
    departureAt: DEPARTURE,
  };
}

export interface ConditionPreview {
  condition: CancellationCondition;
  /** Whether it matches the sample cancellation. */
  applies: boolean;
  /** What it would keep of the sample amount. */
  fee: number;
}

/**
 * The fee each condition yields for the sample, and the one charged: `cancellationFee`, the
 * function GET api/quote/cancellation-policy/{id} suggests with (the highest matching rate), so
 * the example says what apply-cancellation-policies will take.
 */
export function feePreview(conditions: readonly CancellationCondition[], sample: FeeSample) {
  const context = sampleContext(sample);
  const rows: ConditionPreview[] = conditions.map((condition) => ({
    condition,
    applies: condition.cancelledBy === sample.cancelledBy && ruleApplies(condition.rule, context),
    fee: feeOf(sample.amount, condition.priceRate, sample.currency),
  }));
  return { rows, charged: cancellationFee(conditions, context, sample.amount, sample.currency) };
}
