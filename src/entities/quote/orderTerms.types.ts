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

import type { Schemas } from '../../lib/api/contract';

/**
 * A seller's cancellation policy as the order agreed it: a copy taken when the order was placed
 * (checkout) or validated (quotation), which later edits of the policy never reach.
 */
export type OrderCancellationPolicy = Schemas['OrderCancellationPolicy'];

/**
 * A cancellation policy as the buyer was shown it (issue 27): its id and version (`updatedAt`).
 * Null says "no policy was shown: the terms of sale apply".
 */
export type SeenCancellationPolicy = Schemas['SeenCancellationPolicy'];

/** The policy a screen shows, as the call that accepts it names it. */
export function seenPolicyOf(
  policy: Pick<Schemas['ShopCancellationPolicy'], 'id' | 'updatedAt'> | null,
): SeenCancellationPolicy | null {
  return policy && { id: policy.id, updatedAt: policy.updatedAt };
}

/**
 * The business error (400) of a validation whose seen cancellation policy is no longer the one
 * the order would copy: nothing is validated or authorised; the screen shows the policy again.
 */
export const QUOTE_TERMS_CHANGED = 'errors.quote.terms_changed';

/** A package line's contents as ordered, in the reader's language. */
export type OrderPackageTerms = Schemas['OrderPackageTerms'];
/** What an order keeps of the terms it was placed under. */
export type QuoteOrderTerms = Schemas['QuoteOrderTerms'];
/** What apply-cancellation-policies charged (stored on the quote, shown to both parties). */
export type QuoteAppliedCancellation = Schemas['QuoteAppliedCancellation'];

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
