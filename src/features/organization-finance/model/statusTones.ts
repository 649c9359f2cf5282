import type {
  ExternalAccountStatus,
  KycDocumentStatus,
  KycStatus,
  OfferPaymentStatus,
  SubscriptionStatus,
} from '@/entities/organization';
import type { StatusTone } from '@/lib/ui';

/**
 * The finance tabs' states on the status palette (UI.md): waiting for the other side is a
 * warning, done is a success, a refusal or a failure an error, not started neutral, expired muted.
 */
export const KYC_TONES: Record<KycStatus, StatusTone> = {
  not_submitted: 'neutral',
  submitted: 'warning',
  validated: 'success',
  refused: 'error',
};

export const KYC_DOCUMENT_TONES: Record<KycDocumentStatus, StatusTone> = {
  pending: 'warning',
  validated: 'success',
  refused: 'error',
};

export const SUBSCRIPTION_TONES: Record<SubscriptionStatus, StatusTone> = {
  none: 'neutral',
  pending: 'warning',
  active: 'success',
  expired: 'muted',
};

export const OFFER_PAYMENT_TONES: Record<OfferPaymentStatus, StatusTone> = {
  paid: 'success',
  pending: 'warning',
  failed: 'error',
};

export const EXTERNAL_ACCOUNT_TONES: Record<ExternalAccountStatus, StatusTone> = {
  not_created: 'neutral',
  pending: 'warning',
  restricted: 'error',
  enabled: 'success',
};
