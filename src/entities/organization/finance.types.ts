/**
 * Contract of the organization's finance tabs and of the external flight-operations
 * integration (spec sections 3, 4, 7 and 8). The demo API's handlers import these types
 * (type-only), so the front and the demo API share one contract.
 *
 * Every path names the organization: members act on their own one (ORGANIZATION_ACCOUNT_VIEW to
 * read, ORGANIZATION_ACCOUNT_EDIT to change), platform operators on any (OPERATOR_ORGANIZATION_VIEW
 * / _EDIT). Anyone else gets 403.
 *
 *   GET    api/organization/{id}/bank-accounts                BankAccount[]
 *   POST   api/organization/{id}/bank-accounts                BankAccountPayload -> BankAccount (201)
 *   PATCH  api/organization/{id}/bank-accounts/{accountId}    Partial<BankAccountPayload> -> BankAccount
 *   DELETE api/organization/{id}/bank-accounts/{accountId}    204; 400 errors.default_bank_account
 *                                                             when it is the default of a currency
 *                                                             that other accounts share
 *   GET    api/organization/{id}/kyc                          Kyc
 *   POST   api/organization/{id}/kyc-persons                  KycPersonPayload -> KycPerson (201)
 *   PATCH  api/organization/{id}/kyc-persons/{personId}       Partial<KycPersonPayload> -> KycPerson
 *   DELETE api/organization/{id}/kyc-persons/{personId}       204
 *   POST   api/organization/{id}/kyc-documents                multipart file + documentType -> KycDocument
 *   DELETE api/organization/{id}/kyc-documents/{documentId}   204
 *   PATCH  api/organization/{id}/kyc-submit                   KycSubmitPayload -> Kyc; 400
 *                                                             { acceptTermsOfService: [validator.terms_required] }
 *                                                             or errors.missing_legal_document
 *   GET    api/organization/{id}/kyc-account-link             KycAccountLink
 *   GET    api/organization/{id}/offer                        OrganizationOffer
 *   GET    api/organization/{id}/offer-payments               page, numberOfItemsPerPage -> OfferPaymentPage
 *   PATCH  api/organization/{id}/submit-offer                 SubmitOfferPayload -> OrganizationOffer
 *   GET    api/organization/{id}/payment                      PaymentInformation
 *   GET    api/organization/{id}/balance                      Balance
 *   GET    api/organization/{id}/external-account             ExternalAccount
 *
 *   GET    api/leon/connection-state/{id}                     ConnectionState
 *   PATCH  api/leon/change-activation/{id}                    { activated } -> ConnectionState
 *                                                             (platform administrators only)
 *   GET    api/leon/connect/{id}?redirect_uri=…               AuthorizationUrl
 *   GET    api/leon/reconnect/{id}?redirect_uri=…             AuthorizationUrl
 *   GET    api/leon/create-tokens/{id}?code=…                 ConnectionState
 *   DELETE api/leon/delete-token/{id}                         ConnectionState
 *   PATCH  api/leon/invitation/{id}                           ConnectionState
 *   Errors: errors.integration.* (organization_not_found 404, not_buyer, insufficient_rights,
 *   no_token, missing_authorization_code, subscription_initialisation,
 *   access_token_verification_failed: 400).
 */

/** Currencies a bank account may hold. */
export const BANK_CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD'] as const;
export type BankCurrency = (typeof BANK_CURRENCIES)[number];

export interface BankAccount {
  id: number;
  holder: string;
  /** Electronic format: upper case, no spaces (`FR7630006000011234567890189`). */
  iban: string;
  bic: string;
  bankName: string;
  currencyCode: BankCurrency;
  /** Exactly one default per currency. */
  isDefault: boolean;
}

export type BankAccountPayload = Omit<BankAccount, 'id'>;

export const KYC_PERSON_ROLES = ['legal_representative', 'ultimate_beneficial_owner'] as const;
export type KycPersonRole = (typeof KYC_PERSON_ROLES)[number];

export interface KycPerson {
  id: number;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  birthdate: string;
  /** ISO 3166-1 alpha-2. */
  nationality: string;
  /** 0..100; null for a legal representative holding no share. */
  ownershipPercentage: number | null;
  role: KycPersonRole;
}

export type KycPersonPayload = Omit<KycPerson, 'id'>;

export const KYC_DOCUMENT_TYPES = [
  'identity',
  'proof_of_address',
  'company_registration',
  'articles_of_association',
  'bank_statement',
] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

export const KYC_DOCUMENT_STATUSES = ['pending', 'validated', 'refused'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

export interface KycDocument {
  id: number;
  documentType: KycDocumentType;
  fileName: string;
  status: KycDocumentStatus;
  /** ISO date-time. */
  uploadedAt: string;
}

export const KYC_STATUSES = ['not_submitted', 'submitted', 'validated', 'refused'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export interface Kyc {
  status: KycStatus;
  submittedAt: string | null;
  persons: KycPerson[];
  documents: KycDocument[];
  /** The document types a submission needs (errors.missing_legal_document otherwise). */
  requiredDocuments: KycDocumentType[];
}

export interface KycSubmitPayload {
  acceptTermsOfService: boolean;
}

export interface KycAccountLink {
  /** The payment provider's onboarding page (in the demo, a page of the app itself). */
  url: string;
}

export const SUBSCRIPTION_DURATIONS = [
  'one_month',
  'three_months',
  'six_months',
  'one_year',
] as const;
export type SubscriptionDuration = (typeof SUBSCRIPTION_DURATIONS)[number];

export const PAYMENT_PERIODS = ['month', 'trimester', 'year'] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];

export const OFFER_TYPES = ['commission', 'subscription'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export interface CommissionSlice {
  fromAmount: number;
  /** null: no upper bound. */
  toAmount: number | null;
  /** Percentage. */
  rate: number;
  fixedCommission: number;
  minimumCommission: number;
}

export interface CommissionOffer {
  id: number;
  offerReference: string;
  offerType: OfferType;
  duration: SubscriptionDuration;
  paymentPeriod: PaymentPeriod;
  /** Subscription price per period (0 for a pure commission offer). */
  price: number;
  currencyCode: string;
  slices: CommissionSlice[];
}

export const SUBSCRIPTION_STATUSES = ['none', 'pending', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface OrganizationOffer {
  offer: CommissionOffer | null;
  status: SubscriptionStatus;
  /** `YYYY-MM-DD`. */
  startAt: string | null;
  endAt: string | null;
  availableOffers: CommissionOffer[];
}

export interface SubmitOfferPayload {
  offerId: number;
}

export const OFFER_PAYMENT_STATUSES = ['paid', 'pending', 'failed'] as const;
export type OfferPaymentStatus = (typeof OFFER_PAYMENT_STATUSES)[number];

export interface OfferPayment {
  id: number;
  /** `YYYY-MM-DD`. */
  paidAt: string;
  amount: number;
  currencyCode: string;
  status: OfferPaymentStatus;
  invoiceReference: string;
}

export interface OfferPaymentPage {
  offerPayments: OfferPayment[];
  totalItems: number;
}

export interface PaymentInformation {
  method: 'card' | 'sepa_debit' | null;
  /** Last four digits of the card or IBAN. */
  last4: string | null;
  nextPaymentAt: string | null;
  nextAmount: number | null;
  currencyCode: string;
}

export interface BalanceAmount {
  currencyCode: string;
  available: number;
  pending: number;
  escrowed: number;
}

export const MOVEMENT_KINDS = ['payment', 'payout', 'commission', 'refund'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export interface BalanceMovement {
  id: number;
  /** ISO date-time. */
  date: string;
  kind: MovementKind;
  /** A quote or payout reference. */
  reference: string;
  /** Signed: negative leaves the balance. */
  amount: number;
  currencyCode: string;
}

export interface Balance {
  amounts: BalanceAmount[];
  movements: BalanceMovement[];
}

export const EXTERNAL_ACCOUNT_STATUSES = [
  'not_created',
  'pending',
  'restricted',
  'enabled',
] as const;
export type ExternalAccountStatus = (typeof EXTERNAL_ACCOUNT_STATUSES)[number];

export const EXTERNAL_ACCOUNT_REQUIREMENTS = [
  'kyc_documents',
  'legal_representative',
  'bank_account',
  'terms_of_service',
] as const;
export type ExternalAccountRequirement = (typeof EXTERNAL_ACCOUNT_REQUIREMENTS)[number];

export interface ExternalAccount {
  status: ExternalAccountStatus;
  payoutsEnabled: boolean;
  chargesEnabled: boolean;
  defaultBankAccount: { bankName: string; last4: string; currencyCode: string } | null;
  requirements: ExternalAccountRequirement[];
}

/** The external flight-operations integration of a buyer (spec section 4 "External connection"). */
export interface ConnectionState {
  /** Switched by a platform administrator only. */
  activated: boolean;
  connected: boolean;
  /** ISO date-time the access expires; null when not connected. */
  expiresAt: string | null;
  accountName: string | null;
  invitationSentAt: string | null;
}

export interface ChangeActivationPayload {
  activated: boolean;
}

export interface AuthorizationUrl {
  url: string;
}

export const INTEGRATION_ERRORS = {
  organizationNotFound: 'errors.integration.organization_not_found',
  notBuyer: 'errors.integration.not_buyer',
  insufficientRights: 'errors.integration.insufficient_rights',
  noToken: 'errors.integration.no_token',
  missingAuthorizationCode: 'errors.integration.missing_authorization_code',
  subscriptionInitialisation: 'errors.integration.subscription_initialisation',
  accessTokenVerificationFailed: 'errors.integration.access_token_verification_failed',
} as const;

export const DEFAULT_BANK_ACCOUNT_ERROR = 'errors.default_bank_account';
export const MISSING_LEGAL_DOCUMENT_ERROR = 'errors.missing_legal_document';
