/**
 * Issue 27, beyond the spec's Quote: the terms an order was placed under and the cancellation
 * fee applied. Every field the API adds here is optional on the front (a real API may not send
 * it): the screen then shows what the spec's fields give.
 *
 *   GET   api/quote/{id}                    QuoteDetail.orderTerms (the list leaves it out)
 *   GET   api/quote/cancellation-policy/{id} QuoteCancellationPreview: an order's policy is its
 *         copy (`agreed`), the fee what that copy charges for this cancellation
 *   PATCH api/quote/{id}/apply-cancellation-policies ApplyCancellationPayload -> Quote, with
 *         `appliedCancellation`; 400 with the field errors of CANCELLATION_VALIDATOR
 *   POST  api/quote/{id}/validate           QuoteValidatePayload.seenCancellationPolicy: the
 *         preview's policy the buyer was shown; another one now is 400 QUOTE_TERMS_CHANGED
 */

import type { UploadedFile } from '@/lib/api/files.types';
import type { ShopCancellationPolicy } from './quotes.types';

/**
 * A seller's cancellation policy as the order agreed it: a copy taken when the order was placed
 * (checkout) or validated (quotation), which later edits of the policy never reach.
 */
export interface OrderCancellationPolicy extends ShopCancellationPolicy {
  /** The policy's terms document then, or none. */
  terms?: UploadedFile | null;
}

/**
 * A cancellation policy as the buyer was shown it (issue 27): its id and version (`updatedAt`,
 * raised by every edit). A validation or a checkout names it, so terms the buyer never saw are
 * never copied into an order; null says "no policy was shown: the terms of sale apply".
 */
export interface SeenCancellationPolicy {
  id: number;
  updatedAt: string;
}

/** The policy a screen shows, as the call that accepts it names it. */
export function seenPolicyOf(
  policy: Pick<ShopCancellationPolicy, 'id' | 'updatedAt'> | null,
): SeenCancellationPolicy | null {
  return policy && { id: policy.id, updatedAt: policy.updatedAt };
}

/**
 * The business error (400) of a validation whose seen cancellation policy is no longer the one
 * the order would copy: nothing is validated or authorised; the screen shows the policy again.
 */
export const QUOTE_TERMS_CHANGED = 'errors.quote.terms_changed';

/** A package line's contents as ordered, in the reader's language. */
export interface OrderPackageTerms {
  /** The order line (QuoteLine.id). */
  lineId: number;
  productName: string;
  contents: { name: string; quantity: number }[];
}

/** What an order keeps of the terms it was placed under. */
export interface QuoteOrderTerms {
  /** When the copy was taken (ISO); null for an order placed before copies were kept. */
  recordedAt: string | null;
  /** Null: no policy applied to the order, so cancelling it costs nothing. */
  cancellationPolicy: OrderCancellationPolicy | null;
  packages: OrderPackageTerms[];
}

/** What apply-cancellation-policies charged (stored on the quote, shown to both parties). */
export interface QuoteAppliedCancellation {
  /** The policy's condition that matched; null when none did (the fee is then 0). */
  rule: string | null;
  /** The rate that condition gives (percent of the order's total). */
  policyRate: number;
  /** The rate charged: the policy's, or lower when the seller waived part of the fee. */
  priceRate: number;
  fee: number;
  /** Why the seller charged less than the policy (null when it charged the policy's rate). */
  waiverReason: string | null;
  appliedAt: string;
}

/** The field errors of an application the order's policy does not allow. */
export const CANCELLATION_VALIDATOR = {
  /** `rule`: not the rule of the condition matching this cancellation (or none matches). */
  ruleNotInPolicy: 'validator.cancellation.rule_not_in_policy',
  /** `priceRate`: above the matching condition's rate (`{max}`). */
  rateAbovePolicy: 'validator.cancellation.rate_above_policy',
  /** `waiverReason`: a rate below the policy's needs a reason for the buyer. */
  waiverReasonRequired: 'validator.cancellation.waiver_reason_required',
} as const;

/** A waiver's reason is a comment (DECISIONS "Authority and money": 1,000 characters). */
export const WAIVER_REASON_MAX = 1000;
