import type { PermissionKey } from '@/lib/auth/permissions';
import type { Quote, QuoteState } from './quotes.types';
import { quoteEditable } from './editable';

/**
 * Which quote actions the front office offers, and the demo API accepts (DECISIONS.md "Quotes
 * and orders"). One pure function: the screens show exactly these buttons, the demo API answers
 * any other with 409.
 */
export const QUOTE_ACTIONS = [
  'edit-lines',
  'save-and-send',
  'refuse',
  'cancel-draft',
  'edit-request',
  'cancel-and-edit',
  'validate',
  'cancel',
  'send-seller-ack',
  'line-status',
  'line-dates',
  'send-invoice',
  'cancel-order',
  'request-invoice',
  'claim',
  'answer-claim',
  'apply-cancellation-policies',
] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

/** owner: the selected organization sells; client: it buys; null: neither (an operator). */
export type QuoteSide = 'owner' | 'client';

export function quoteSide(
  quote: Pick<Quote, 'organization' | 'client'>,
  selectedOrganizationId: number | null,
): QuoteSide | null {
  if (selectedOrganizationId === null) return null;
  if (quote.organization.id === selectedOrganizationId) return 'owner';
  if (quote.client.id === selectedOrganizationId) return 'client';
  return null;
}

/** States shown as "order" (spec section 4), plus payment_not_started (an order to be paid). */
export const ORDER_STATES: readonly QuoteState[] = [
  'validated',
  'payment_not_started',
  'awaiting_for_services_completed',
  'delivered',
  'claimed',
  'cancellation_applied',
];

export function isOrderState(state: QuoteState): boolean {
  return ORDER_STATES.includes(state);
}

type ActionQuote = Pick<
  Quote,
  | 'state'
  | 'cancelled'
  | 'cancelledDraft'
  | 'refused'
  | 'closed'
  | 'sellerAck'
  | 'invoiceSent'
  | 'invoiceRequested'
  | 'cancellationPoliciesApplied'
  | 'claim'
>;

type Table = Readonly<Record<QuoteSide, (quote: ActionQuote) => QuoteAction[]>>;

const when = (condition: boolean, ...actions: QuoteAction[]): QuoteAction[] =>
  condition ? actions : [];

/** The table of DECISIONS.md, for a quote that is neither refused, cancelled nor closed. */
const BY_STATE: Readonly<Record<QuoteState, Table>> = {
  awaiting_for_quotation: {
    owner: () => ['edit-lines', 'save-and-send', 'refuse'],
    client: () => ['cancel-draft', 'edit-request'],
  },
  awaiting_customer_validation: {
    owner: () => ['cancel-and-edit'],
    client: () => ['validate', 'refuse', 'cancel'],
  },
  validated: {
    owner: (q) => [
      ...when(!q.sellerAck, 'send-seller-ack'),
      'line-status',
      'line-dates',
      ...when(!q.invoiceSent, 'send-invoice'),
      'cancel-order',
    ],
    client: (q) => [
      'cancel-order',
      ...when(!q.invoiceSent && !q.invoiceRequested, 'request-invoice'),
    ],
  },
  payment_not_started: {
    owner: (q) => BY_STATE.validated.owner(q),
    client: (q) => BY_STATE.validated.client(q),
  },
  awaiting_for_services_completed: {
    owner: (q) => ['line-status', 'line-dates', ...when(!q.invoiceSent, 'send-invoice')],
    client: (q) => when(!q.invoiceSent && !q.invoiceRequested, 'request-invoice'),
  },
  delivered: {
    owner: (q) => when(!q.invoiceSent, 'send-invoice'),
    client: (q) => [
      ...when(q.claim === null, 'claim'),
      ...when(!q.invoiceSent && !q.invoiceRequested, 'request-invoice'),
    ],
  },
  claimed: {
    owner: (q) => when(q.claim !== null && q.claim.refundType === null, 'answer-claim'),
    client: () => [],
  },
  cancellation_applied: { owner: () => [], client: () => [] },
  refunded: { owner: () => [], client: () => [] },
  partial_refunded: { owner: () => [], client: () => [] },
};

/**
 * The right each action needs besides TRIP_ACCOUNTING_EDIT (spec section 6's quote rights): the
 * seller's quoting and the buyer's answer to a quotation are QUOTE_EDIT, the buyer's quotation
 * request is QUOTE_REQUEST, invoices are QUOTE_INVOICE (ADD to send, REQUEST to ask), claims
 * QUOTE_CLAIM_ADD (filing one, or answering it).
 */
export const QUOTE_ACTION_RIGHTS: Readonly<Record<QuoteAction, PermissionKey>> = {
  'edit-lines': 'QUOTE_EDIT',
  'save-and-send': 'QUOTE_EDIT',
  refuse: 'QUOTE_EDIT',
  'cancel-draft': 'QUOTE_REQUEST',
  'edit-request': 'QUOTE_REQUEST',
  'cancel-and-edit': 'QUOTE_EDIT',
  validate: 'QUOTE_EDIT',
  cancel: 'QUOTE_EDIT',
  'send-seller-ack': 'QUOTE_EDIT',
  'line-status': 'QUOTE_EDIT',
  'line-dates': 'QUOTE_EDIT',
  'send-invoice': 'QUOTE_INVOICE_ADD',
  'cancel-order': 'QUOTE_EDIT',
  'request-invoice': 'QUOTE_INVOICE_REQUEST',
  claim: 'QUOTE_CLAIM_ADD',
  'answer-claim': 'QUOTE_CLAIM_ADD',
  'apply-cancellation-policies': 'QUOTE_EDIT',
};

/** What the quote's state and flags allow `side`, whoever asks (the table of DECISIONS.md). */
function actionsByState(quote: ActionQuote, side: QuoteSide): QuoteAction[] {
  if (quote.refused || quote.cancelledDraft || quote.closed) return [];
  if (quote.cancelled) {
    return when(
      side === 'owner' && isOrderState(quote.state) && !quote.cancellationPoliciesApplied,
      'apply-cancellation-policies',
    );
  }
  return BY_STATE[quote.state][side](quote);
}

/**
 * The actions `side` may take on `quote` now. Every action needs TRIP_ACCOUNTING_EDIT and its own
 * right (QUOTE_ACTION_RIGHTS). A refused, withdrawn (cancelledDraft) or closed quote allows none;
 * a cancelled one only lets its seller apply the cancellation policies, once, when it was an order.
 */
export function allowedQuoteActions(
  quote: ActionQuote,
  side: QuoteSide | null,
  can: (key: PermissionKey) => boolean,
): QuoteAction[] {
  if (side === null || !can('TRIP_ACCOUNTING_EDIT')) return [];
  return actionsByState(quote, side).filter((action) => can(QUOTE_ACTION_RIGHTS[action]));
}

/**
 * The seller may change the quote's lines (PATCH api/quote/{id}) when the spec's editability rule
 * says so (`quoteEditable`: a quotation request, a cancelled order before its policies apply, a
 * delivered quote not invoiced) and the user may act (TRIP_ACCOUNTING_EDIT and QUOTE_EDIT), unless
 * the quote is withdrawn or closed.
 */
export function canEditQuoteLines(
  quote: ActionQuote & Pick<Quote, 'organization'>,
  side: QuoteSide | null,
  can: (key: PermissionKey) => boolean,
): boolean {
  if (side !== 'owner' || quote.cancelledDraft || quote.closed) return false;
  if (!can('TRIP_ACCOUNTING_EDIT') || !can(QUOTE_ACTION_RIGHTS['edit-lines'])) return false;
  return quoteEditable(quote, { selectedOrganizationId: quote.organization.id, canEdit: true });
}

/**
 * The client may change the quote's billing address with QUOTE_EDIT (PATCH client-informations, an
 * address of its address book) until the invoice is sent, unless the quote is refused, withdrawn, cancelled or
 * closed. Not one of the state table's actions: it changes no state.
 */
export function canChangeClientAddress(
  quote: Pick<Quote, 'refused' | 'cancelledDraft' | 'cancelled' | 'closed' | 'invoiceSent'>,
  side: QuoteSide | null,
  can: (key: PermissionKey) => boolean,
): boolean {
  return (
    side === 'client' &&
    can('TRIP_ACCOUNTING_EDIT') &&
    can('QUOTE_EDIT') &&
    !quote.refused &&
    !quote.cancelledDraft &&
    !quote.cancelled &&
    !quote.closed &&
    !quote.invoiceSent
  );
}
