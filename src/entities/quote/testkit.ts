/** Shared fixtures of the quote rules' tests: a quote in a state with flags, the rights, a claim. */
import type { QuoteClaim, QuoteState } from './quotes.types';
import type { PermissionKey } from '@/lib/auth/permissions';

export type Flags = Partial<{
  cancelled: boolean;
  cancelledDraft: boolean;
  refused: boolean;
  closed: boolean;
  sellerAck: boolean;
  invoiceSent: boolean;
  invoiceRequested: boolean;
  cancellationPoliciesApplied: boolean;
  claim: QuoteClaim | null;
}>;

export function quote(state: QuoteState, flags: Flags = {}) {
  return {
    state,
    cancelled: false,
    cancelledDraft: false,
    refused: false,
    closed: false,
    sellerAck: false,
    invoiceSent: false,
    invoiceRequested: false,
    cancellationPoliciesApplied: false,
    claim: null,
    ...flags,
  };
}

/** TRIP_ACCOUNTING_EDIT and every quote right. */
export const editor = () => true;
export const reader = (key: PermissionKey) => key === 'TRIP_ACCOUNTING_VIEW';

export const openClaim: QuoteClaim = {
  nature: 'quality',
  comment: 'Cold catering',
  evidence: [],
  createdAt: '2026-11-20T10:00:00Z',
  refundType: null,
  amount: null,
  answeredAt: null,
};
