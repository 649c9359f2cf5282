/**
 * Contract of registration (spec sections 3 "Registration payload" and 7 "Auth"), generated
 * from docs/api/openapi.yaml (tag `registration`), where each call is described. Shared by the
 * front and the demo API's handlers (type-only imports).
 */
import type { Schemas } from '../../lib/api/contract';

export type RegistrationSide = Schemas['RegistrationSide'];
export type RegistrationAddress = Schemas['RegistrationAddress'];
/** The organization's emergency contact, who becomes its first (admin) user. */
export type RegistrationEmergencyContact = Schemas['RegistrationEmergencyContact'];
/** What both sides send (acceptPolicy is required by the form but never sent). */
export type RegistrationPayloadBase = Schemas['RegistrationPayloadBase'];
export type SellerRegistrationPayload = Schemas['SellerRegistrationPayload'];
export type BuyerRegistrationPayload = Schemas['BuyerRegistrationPayload'];
/** The same answer whether or not the email, VAT number or name exist; `token` is its secret. */
export type RegistrationCreated = Schemas['RegistrationCreated'];
export type RegistrationAirport = Schemas['RegistrationAirport'];
export type ValidateRegistrationPayload = Schemas['ValidateRegistrationPayload'];
export type RegistrationValidated = Schemas['RegistrationValidated'];
export type OfferType = Schemas['OfferType'];
/** A commission offer a new seller may pick (spec section 3 "Offer"). */
export type RegistrationOffer = Schemas['RegistrationOffer'];
export type RegistrationOffers = Schemas['RegistrationOffers'];
export type SelectOfferPayload = Schemas['SelectOfferPayload'];
export type ResendValidationPayload = Schemas['ResendValidationPayload'];
export type RegisterUserPayload = Schemas['RegisterUserPayload'];
export type RegisterUserAnswer = Schemas['RegisterUserAnswer'];
