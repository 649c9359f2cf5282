/**
 * The registration's calls (spec sections 3 "Registration payload" and 7 "Auth"), named from the
 * OpenAPI document (docs/api/openapi.yaml, tag `registration`), where each call is described.
 */
import type { Schemas } from '@/lib/api/contract';

export type RegistrationSide = Schemas['RegistrationSide'];
/** What both sides send (acceptPolicy is required by the form but never sent). */
export type RegistrationPayloadBase = Schemas['RegistrationPayloadBase'];
export type SellerRegistrationPayload = Schemas['SellerRegistrationPayload'];
export type BuyerRegistrationPayload = Schemas['BuyerRegistrationPayload'];
/** The same answer whether or not the email, VAT number or name exist; `token` is its secret. */
export type RegistrationCreated = Schemas['RegistrationCreated'];
export type RegistrationAirport = Schemas['RegistrationAirport'];
export type ValidateRegistrationPayload = Schemas['ValidateRegistrationPayload'];
export type RegistrationValidated = Schemas['RegistrationValidated'];
export type RegistrationOffers = Schemas['RegistrationOffers'];
export type SelectOfferPayload = Schemas['SelectOfferPayload'];
export type ResendValidationPayload = Schemas['ResendValidationPayload'];
export type RegisterUserPayload = Schemas['RegisterUserPayload'];
export type RegisterUserAnswer = Schemas['RegisterUserAnswer'];
