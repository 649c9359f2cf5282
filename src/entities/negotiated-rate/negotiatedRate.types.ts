/**
 * The negotiated rates (spec sections 3 and 7, DECISIONS "Catalogue"): the client companies of
 * the selected seller entitled to negotiated prices. Their shapes are the OpenAPI document's
 * (docs/api/openapi.yaml, region negotiated-rates), which describes the calls
 * (api/negotiated-rate), their rights and errors.
 */
import type { Schemas } from '../../lib/api/contract';

/** The price list that applies to the company (at most one), as the rate shows it. */
export type NegotiatedRatePriceList = Schemas['NegotiatedRatePriceList'];
export type NegotiatedRate = Schemas['NegotiatedRate'];
export type NegotiatedRatePayload = Schemas['NegotiatedRatePayload'];
export type NegotiatedRatePage = Schemas['NegotiatedRatePage'];

/** The business error of a second rate with the same VAT number (a field error on it). */
export const NEGOTIATED_RATE_ERRORS = {
  notFound: 'errors.negotiated_rate_not_found',
  vatNumberTaken: 'errors.negotiated_rate_already_exists',
} as const;
