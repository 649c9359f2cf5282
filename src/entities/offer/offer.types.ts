/**
 * The one offer model (DECISIONS "Administration"): what a seller pays, its commission slices
 * and category rates, its subscription and limits. Shapes are the OpenAPI document's (region
 * offers); the registration's and the organization's offer views are projections of it.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

export type Offer = Schemas['Offer'];
export type OfferPage = Schemas['OfferPage'];
export type OfferType = Schemas['OfferType'];
export type OfferReferences = Schemas['OfferReferences'];
export type OfferInfo = Schemas['OfferInfo'];
export type OfferInfoPayload = Schemas['OfferInfoPayload'];
export type OfferTypologies = Schemas['OfferTypologies'];
export type OfferCommission = Schemas['OfferCommission'];
export type OfferCommissionSlice = Schemas['OfferCommissionSlice'];
export type OfferCommissionSlicePayload = Schemas['OfferCommissionSlicePayload'];
export type OfferCommissionCategory = Schemas['OfferCommissionCategory'];
export type OfferCommissionCategoryPayload = Schemas['OfferCommissionCategoryPayload'];
export type OfferSubscription = Schemas['OfferSubscription'];
export type OfferSubscriber = Schemas['OfferSubscriber'];
export type OfferSubscriberList = Schemas['OfferSubscriberList'];
export type SubscriptionDuration = Schemas['SubscriptionDuration'];
export type PaymentPeriod = Schemas['PaymentPeriod'];
/** An organization's offer as its offer tab shows it: the slices without ids, in order. */
export type CommissionOffer = Schemas['CommissionOffer'];
export type CommissionSlice = Schemas['CommissionSlice'];

export const OFFER_TYPES = enumValues<OfferType>()(['commission', 'subscription']);
export const SUBSCRIPTION_DURATIONS = enumValues<SubscriptionDuration>()([
  'one_month',
  'three_months',
  'six_months',
  'one_year',
]);
export const PAYMENT_PERIODS = enumValues<PaymentPeriod>()(['month', 'trimester', 'year']);

/** The limits a subscription sets, each enforced where a subscriber adds one more. */
export const OFFER_LIMITS = [
  'maxAircraft',
  'maxAirports',
  'maxFuelAirports',
  'maxHangars',
  'maxTurnover',
] as const;
export type OfferLimit = (typeof OFFER_LIMITS)[number];

/** The default language, whose reference is required (spec section 5). */
export const OFFER_DEFAULT_LANGUAGE = 'en';

/** The offer's name in `language`, else in the default language. */
export function offerName(references: OfferReferences, language: string): string {
  const named = references[language];
  return named !== undefined && named.trim() !== '' ? named : references.en;
}
