/**
 * A seller's cancellation policies (spec sections 3 and 7, DECISIONS "Catalogue"): their shapes,
 * lists and bounds are the OpenAPI document's (docs/api/openapi.yaml, region
 * cancellation-policies), which describes the calls (api/cancellation-policy), rights and errors.
 */
import type { Schemas } from '@/lib/api/contract';
import {
  cancellationPartyValues,
  cancellationPolicyChangesLimits,
  cancellationPolicyStatusValues,
} from '@/lib/contract/generated/constants';

/** Spec section 3 "Cancellation policy": active policies apply, inactive ones are kept aside. */
export type CancellationPolicyStatus = Schemas['CancellationPolicyStatus'];
export const CANCELLATION_POLICY_STATUSES = cancellationPolicyStatusValues;

/** Who cancels: the condition's if-clause. */
export type CancellationParty = Schemas['CancellationParty'];
export const CANCELLATION_PARTIES = cancellationPartyValues;

/** Counts and numbers the API bounds (the document's maxima; 400 above them). */
export const CANCELLATION_POLICY_LIMITS = {
  conditions: cancellationPolicyChangesLimits.conditions.maxItems,
  categories: cancellationPolicyChangesLimits.categoryIds.maxItems,
} as const;

/** The categories it covers, its conditions and its terms file (GET api/cancellation-policy/{id}). */
export type CancellationPolicy = Schemas['CancellationPolicy'];
/** POST api/cancellation-policy (PATCH sends any part of it). */
export type CancellationPolicyPayload = Schemas['CancellationPolicyPayload'];
