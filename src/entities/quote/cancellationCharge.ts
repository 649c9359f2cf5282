import { SEPARATOR } from '@/lib/validation/translateError';
import { lengthMaxMessage, VALIDATOR } from '@/lib/validation/messages';
import { feeOf } from './cancellation';
import {
  CANCELLATION_VALIDATOR,
  WAIVER_REASON_MAX,
  type QuoteAppliedCancellation,
} from './orderTerms.types';

/** What the order's policy charges for a cancellation: the matching condition and its fee. */
export interface CancellationDue {
  rule: string;
  priceRate: number;
  fee: number;
}

/** What the seller applies: the matching rule (null when none matches), a rate, a reason. */
export interface CancellationApplication {
  rule: string | null;
  priceRate: number;
  waiverReason?: string | null;
}

/** `validator.cancellation.rate_above_policy|{"max":50}`: "at most the policy's 50 %". */
export function rateAbovePolicyMessage(max: number): string {
  return `${CANCELLATION_VALIDATOR.rateAbovePolicy}${SEPARATOR}${JSON.stringify({ max })}`;
}

/** Whether charging `priceRate` waives part of the fee `due` sets (a reason is then needed). */
export function isWaiver(due: CancellationDue | null, priceRate: number | null): boolean {
  return typeof priceRate === 'number' && priceRate < (due?.priceRate ?? 0);
}

/**
 * The field errors of an application against the fee `due` (null: no condition of the policy
 * matches, so only rule null at 0 % goes): the rule must be the matching condition's, the rate
 * at most its rate, and a lower rate needs a reason of at most WAIVER_REASON_MAX characters.
 * The demo API and the seller's dialog check with this one function.
 */
export function cancellationApplicationErrors(
  due: CancellationDue | null,
  application: CancellationApplication,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const rule = due?.rule ?? null;
  if (application.rule !== rule) {
    errors.rule = [
      application.rule === null ? VALIDATOR.required : CANCELLATION_VALIDATOR.ruleNotInPolicy,
    ];
  }
  const max = due?.priceRate ?? 0;
  if (application.priceRate > max) errors.priceRate = [rateAbovePolicyMessage(max)];
  const reason = application.waiverReason?.trim() ?? '';
  if (reason.length > WAIVER_REASON_MAX) {
    errors.waiverReason = [lengthMaxMessage(WAIVER_REASON_MAX)];
  } else if (reason === '' && isWaiver(due, application.priceRate)) {
    errors.waiverReason = [CANCELLATION_VALIDATOR.waiverReasonRequired];
  }
  return errors;
}

/** What is stored once applied: the policy's rate, the rate charged, its fee, the reason. */
export function appliedCancellationOf(
  due: CancellationDue | null,
  application: CancellationApplication,
  total: number,
  currency: string,
  appliedAt: string,
): QuoteAppliedCancellation {
  const waiver = isWaiver(due, application.priceRate);
  return {
    rule: due?.rule ?? null,
    policyRate: due?.priceRate ?? 0,
    priceRate: application.priceRate,
    fee: feeOf(total, application.priceRate, currency),
    waiverReason: waiver ? (application.waiverReason?.trim() ?? null) : null,
    appliedAt,
  };
}
