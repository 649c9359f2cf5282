/**
 * Contract of registration (spec sections 3 "Registration payload" and 7 "Auth"), shared by the
 * front and the demo API's handlers (type-only imports).
 *
 *   GET   api/register/airports?searchQuery=     public airport search -> RegistrationAirport[]
 *   POST  client-register | seller-register      BuyerRegistrationPayload | SellerRegistrationPayload
 *                                                -> { id, token } (201), the same answer when the
 *                                                email, VAT number or name exists (mailed instead)
 *   PATCH register-new-validation-mail/{id}      { token } a new validation mail -> 204
 *   PATCH register-validate { token, password }  -> RegistrationValidated (with the registration's token)
 *   GET   api/register/offers/{id}?token=…       -> RegistrationOffers (sellers; its token or session)
 *   POST  api/register/select-offer/{id}         first choice { offerReference, token } -> RegistrationOffers
 *   PATCH api/register/select-offer/{id}         change { offerReference, token } -> RegistrationOffers
 *   POST  api/register-user                      RegisterUserPayload -> RegisterUserAnswer
 *
 * Ids are sequential: a resend or an offer choice needs the registration's own `token` (or the
 * registered admin's session), else it answers as for an unknown id. An unvalidated registration
 * stops reserving its email, VAT number and name after 7 days.
 */

export type RegistrationSide = 'buyer' | 'seller';

export interface RegistrationAddress {
  addressName: string;
  address: string;
  complementaryAddress: string | null;
  postalCode: string;
  city: string;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string;
  additionalInformations: string | null;
  buildingCode: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

/** The organization's emergency contact, who becomes its first (admin) user. */
export interface RegistrationEmergencyContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  jobTitle: string | null;
}

/** What both sides send (acceptPolicy is required by the form but never sent). */
export interface RegistrationPayloadBase {
  legalName: string;
  businessStructure: string | null;
  intracommunityVatNumber: string;
  address: RegistrationAddress;
  organizationAirportsIds: number[];
  webSiteUrl: string | null;
  emergencyContact: RegistrationEmergencyContact;
  recaptchaToken: string;
  /** Absolute URL of `/register-validate` on the app's origin: where the mailed link leads. */
  redirectUrl: string;
}

export interface SellerRegistrationPayload extends RegistrationPayloadBase {
  mainTypologyId: number;
  otherTypologiesIds: number[];
  otherSubsidiariesInterested: boolean;
  subsidiariesCountriesCodes: string[];
}

export interface BuyerRegistrationPayload extends RegistrationPayloadBase {
  clientTypologyId: number;
  numberOfAircrafts: number;
  numberOfAoc: number;
  aocCountriesCodes: string[];
}

/**
 * The answer of a registration, the same whether or not its email, VAT number or name already
 * exist (the owner of an existing email is mailed instead). `token` is the registration's own
 * secret: asking for a new validation mail and choosing an offer send it.
 */
export interface RegistrationCreated {
  id: number;
  token: string;
}

export interface RegistrationAirport {
  id: number;
  icao: string;
  iata: string | null;
  name: string;
  city: string;
  countryCode: string;
}

export interface ValidateRegistrationPayload {
  token: string;
  password: string;
}

export interface RegistrationValidated {
  /** The registration id (offer selection uses it). */
  id: number;
  side: RegistrationSide;
  email: string;
  /** The registration's own secret: choosing an offer sends it. */
  token: string;
}

export type OfferType = 'commission' | 'subscription';

/** A commission offer a new seller may pick (spec section 3 "Offer"). */
export interface RegistrationOffer {
  offerReference: string;
  mainTypologyId: number;
  countryCode: string | null;
  offerType: OfferType;
  offerActive: boolean;
  name: string;
  /** Commission taken on each order, in percent. */
  commissionPercent: number;
  /** Monthly price, in the currency below (0: free). */
  monthlyPrice: number;
  currencyCode: string;
}

export interface RegistrationOffers {
  offers: RegistrationOffer[];
  selectedOfferReference: string | null;
}

export interface SelectOfferPayload {
  offerReference: string;
  /** The registration's token (RegistrationCreated); absent, the admin's session must be sent. */
  token?: string;
}

/** PATCH register-new-validation-mail/{id}: only the browser that registered may ask. */
export interface ResendValidationPayload {
  token: string;
}

export interface RegisterUserPayload {
  token: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  password: string;
}

export interface RegisterUserAnswer {
  validationRequired: boolean;
}
