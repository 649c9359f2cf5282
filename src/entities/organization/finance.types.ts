/**
 * Contract of the organization's finance tabs (spec sections 3, 4, 7 and 8), generated from
 * docs/api/openapi.yaml (tag `organization-finance`), where each call, its rights and its
 * errors are described; and of the external flight-operations integration (api/leon/*, served by
 * the external-service domain). The demo API's handlers import these types (type-only).
 *
 * The integration's errors: errors.integration.* (organization_not_found 404, not_buyer,
 * insufficient_rights, no_token, missing_authorization_code, subscription_initialisation,
 * access_token_verification_failed: 400).
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

export type BankCurrency = Schemas['BankCurrency'];
/** Currencies a bank account may hold. */
export const BANK_CURRENCIES = enumValues<BankCurrency>()(['EUR', 'GBP', 'CHF', 'USD']);

export type BankAccount = Schemas['BankAccount'];
export type BankAccountPayload = Schemas['BankAccountPayload'];
export type BankAccountUpdatePayload = Schemas['BankAccountUpdatePayload'];

export type KycPersonRole = Schemas['KycPersonRole'];
export const KYC_PERSON_ROLES = enumValues<KycPersonRole>()([
  'legal_representative',
  'ultimate_beneficial_owner',
]);
export type KycPerson = Schemas['KycPerson'];
export type KycPersonPayload = Schemas['KycPersonPayload'];

export type KycDocumentType = Schemas['KycDocumentType'];
export const KYC_DOCUMENT_TYPES = enumValues<KycDocumentType>()([
  'identity',
  'proof_of_address',
  'company_registration',
  'articles_of_association',
  'bank_statement',
]);
export type KycDocumentStatus = Schemas['KycDocumentStatus'];
export const KYC_DOCUMENT_STATUSES = enumValues<KycDocumentStatus>()([
  'pending',
  'validated',
  'refused',
]);
export type KycDocument = Schemas['KycDocument'];

export type KycStatus = Schemas['KycStatus'];
export const KYC_STATUSES = enumValues<KycStatus>()([
  'not_submitted',
  'submitted',
  'validated',
  'refused',
]);
export type Kyc = Schemas['Kyc'];
export type KycSubmitPayload = Schemas['KycSubmitPayload'];
export type KycAccountLink = Schemas['KycAccountLink'];

// Offer types, durations and payment periods: the offer entity's (one offer model).

export type SubscriptionStatus = Schemas['SubscriptionStatus'];
export const SUBSCRIPTION_STATUSES = enumValues<SubscriptionStatus>()([
  'none',
  'pending',
  'active',
  'expired',
]);
export type OrganizationOffer = Schemas['OrganizationOffer'];
export type SubmitOfferPayload = Schemas['SubmitOfferPayload'];

export type OfferPaymentStatus = Schemas['OfferPaymentStatus'];
export const OFFER_PAYMENT_STATUSES = enumValues<OfferPaymentStatus>()([
  'paid',
  'pending',
  'failed',
]);
export type OfferPayment = Schemas['OfferPayment'];
export type OfferPaymentPage = Schemas['OfferPaymentPage'];
export type PaymentInformation = Schemas['PaymentInformation'];

export type BalanceAmount = Schemas['BalanceAmount'];
export type MovementKind = Schemas['MovementKind'];
export const MOVEMENT_KINDS = enumValues<MovementKind>()([
  'payment',
  'payout',
  'commission',
  'refund',
]);
export type BalanceMovement = Schemas['BalanceMovement'];
export type Balance = Schemas['Balance'];

export type ExternalAccountStatus = Schemas['ExternalAccountStatus'];
export const EXTERNAL_ACCOUNT_STATUSES = enumValues<ExternalAccountStatus>()([
  'not_created',
  'pending',
  'restricted',
  'enabled',
]);
export type ExternalAccountRequirement = Schemas['ExternalAccountRequirement'];
export const EXTERNAL_ACCOUNT_REQUIREMENTS = enumValues<ExternalAccountRequirement>()([
  'kyc_documents',
  'legal_representative',
  'bank_account',
  'terms_of_service',
]);
export type ExternalAccount = Schemas['ExternalAccount'];

// The integration's shapes stay written here until the external-service domain's operations
// (api/leon/*) are in the document.
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
