/**
 * A seller's cancellation policies (spec sections 3 and 7, DECISIONS "Catalogue"): their shapes,
 * lists and bounds are the OpenAPI document's (docs/api/openapi.yaml, region
 * cancellation-policies), which describes the calls (api/cancellation-policy), rights and errors.
 */
import type { Schemas } from '@/lib/api/contract';

/** The categories it covers, its conditions and its terms file (GET api/cancellation-policy/{id}). */
export type CancellationPolicy = Schemas['CancellationPolicy'];
/** POST api/cancellation-policy (PATCH sends any part of it). */
export type CancellationPolicyPayload = Schemas['CancellationPolicyPayload'];
