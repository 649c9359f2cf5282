import {
  QUOTE_CHANGED,
  QUOTE_TERMS_CHANGED,
  roundMoney,
  type OrderCancellationPolicy,
} from '../../../entities/quote/contract';
import { addError, apiError, badRequest, VALIDATOR } from '../../api';
import { isSeenPolicy, readSeenPolicy } from '../cancellation-policies';
import type { QuoteRecord } from './records';
import { quoteVersion } from './access';
import { policyOfQuote } from './terms';

type Errors = Record<string, string[]>;

/** The policy a validation copies into the order (null: none, the terms of sale apply). */
export type ValidatedPolicy = Required<OrderCancellationPolicy> | null;

/**
 * The validation carries what the buyer was shown: the total including tax and the cancellation
 * policy (both required) and the version (null when the screen had none). Field errors first
 * (400); then a total or version that is no longer the quote's, 400 `errors.quote.changed`; then
 * a policy that is not the one the order would copy now (edited, or another one covers the
 * products), 400 `errors.quote.terms_changed`. Not 409: the front reloads a tab on a 409, and
 * here the dialog reloads only what changed and says so. Else the policy to copy, as checked.
 */
export function seenRefusal(
  quote: QuoteRecord,
  body: Record<string, unknown>,
): { policy: ValidatedPolicy } | Response {
  const errors: Errors = {};
  const seen = body.seenTotalIncludingTax;
  if (typeof seen !== 'number' || !Number.isFinite(seen)) {
    const missing = seen === undefined || seen === null;
    addError(errors, 'seenTotalIncludingTax', missing ? VALIDATOR.required : VALIDATOR.number);
  }
  const version = body.version ?? null;
  if (version !== null && (typeof version !== 'number' || !Number.isInteger(version))) {
    addError(errors, 'version', VALIDATOR.number);
  }
  const field = 'seenCancellationPolicy';
  if (body[field] === undefined) addError(errors, field, VALIDATOR.required);
  const seenPolicy =
    body[field] === undefined ? undefined : readSeenPolicy(body[field], field, errors);
  if (Object.keys(errors).length > 0 || typeof seen !== 'number' || seenPolicy === undefined) {
    return badRequest(errors);
  }
  const total = roundMoney(quote.totalIncludingTax, quote.currency);
  const changed =
    roundMoney(seen, quote.currency) !== total ||
    (version !== null && version !== quoteVersion(quote));
  if (changed) return apiError(400, QUOTE_CHANGED);
  const { policy } = policyOfQuote(quote);
  return isSeenPolicy(seenPolicy, policy) ? { policy } : apiError(400, QUOTE_TERMS_CHANGED);
}

/**
 * A 3-D Secure answer copies the policy its validation was checked against, only while it is
 * still the one that applies: a policy changed meanwhile is refused as at the validation (the
 * buyer reads it and validates again), so an order never keeps a policy its buyer did not see.
 */
export function confirmedPolicy(
  quote: QuoteRecord,
  validated: ValidatedPolicy | undefined,
): { policy: ValidatedPolicy } | null {
  // An intent saved before it kept its policy names none: asked again too.
  if (validated === undefined) return null;
  return isSeenPolicy(validated, policyOfQuote(quote).policy) ? { policy: validated } : null;
}
