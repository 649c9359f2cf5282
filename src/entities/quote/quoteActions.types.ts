/**
 * The bodies and answers of the quote actions (spec section 7 "Quote"), beside the quote's shape
 * in quotes.types.ts, generated from docs/api/openapi.yaml (tag `orders`).
 */
import type { Schemas } from '../../lib/api/contract';
import type { DemoSetupConfirmation } from '@/entities/payment';

/** PATCH api/quote/{id}: lines by id; the owner prices, the client edits its request. */
export type QuoteEditPayload = Schemas['QuoteEditPayload'];

/**
 * POST api/quote/{id}/validate. `demoPaymentMethod`: instead of a saved method, a new card or
 * IBAN from the demo payment form (the document describes it loosely: the setup intent's shape).
 */
export type QuoteValidatePayload = Omit<Schemas['QuoteValidatePayload'], 'demoPaymentMethod'> & {
  demoPaymentMethod?: Exclude<DemoSetupConfirmation, { type: 'authentication' }>;
};

/** PATCH api/quote/{id}/validate: the 3-D Secure answer for the quote's pending payment. */
export type QuoteValidateConfirmPayload = Schemas['QuoteValidateConfirmPayload'];
export type QuoteValidateResult = Schemas['QuoteValidateResult'];
export type QuoteCancelPayload = Schemas['QuoteCancelPayload'];
export type QuoteLinesDatesPayload = Schemas['QuoteLinesDatesPayload'];
export type QuoteLinesStatusPayload = Schemas['QuoteLinesStatusPayload'];
/** GET api/quote/cancellation-policy/{id}: the policy and what applying it costs. */
export type QuoteCancellationPreview = Schemas['QuoteCancellationPreview'];
/** PATCH apply-cancellation-policies: the rule, the rate kept and a waiver's reason. */
export type ApplyCancellationPayload = Schemas['ApplyCancellationPayload'];
/** PATCH api/quote/{id}/client-informations: an address of the client's address book. */
export type ClientInformationsPayload = Schemas['ClientInformationsPayload'];
export type ClaimPayload = Schemas['ClaimPayload'];
export type ClaimAnswerPayload = Schemas['ClaimAnswerPayload'];
