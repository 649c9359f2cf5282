/**
 * A seller's cancellation policies (spec sections 3 and 7, DECISIONS "Catalogue"): their shapes
 * are the OpenAPI document's (docs/api/openapi.yaml, region cancellation-policies), which
 * describes the calls (api/cancellation-policy), their rights and errors.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

/** Spec section 3 "Cancellation policy": active policies apply, inactive ones are kept aside. */
export type CancellationPolicyStatus = Schemas['CancellationPolicyStatus'];
export const CANCELLATION_POLICY_STATUSES = enumValues<CancellationPolicyStatus>()([
  'active',
  'inactive',
]);

/** Who cancels: the condition's if-clause. */
export type CancellationParty = Schemas['CancellationParty'];
export const CANCELLATION_PARTIES = enumValues<CancellationParty>()(['customer', 'seller']);

/** Counts and numbers the API bounds (the document's maxima; 400 above them). */
export const CANCELLATION_POLICY_LIMITS = {
  conditions: 20,
  categories: 50,
  /** A price rate is a percentage of the order's total. */
  priceRate: 100,
} as const;

/** The categories it covers, its conditions and its terms file (GET api/cancellation-policy/{id}). */
export type CancellationPolicy = Schemas['CancellationPolicy'];
/** POST api/cancellation-policy (PATCH sends any part of it). */
export type CancellationPolicyPayload = Schemas['CancellationPolicyPayload'];
export type CancellationPolicyPage = Schemas['CancellationPolicyPage'];
