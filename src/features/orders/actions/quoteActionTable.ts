/**
 * The quote actions as data: how the order page offers each action `allowedQuoteActions`
 * (entities/quote) allows. The rule of who may do what stays there (state table and
 * QUOTE_ACTION_RIGHTS); here only how each one is asked for and sent.
 */
import type { ComponentType } from 'react';
import type { QuoteAction } from '@/entities/quote';
import type { SimpleQuoteAction } from '../api/orders.api';
import { ApplyCancellationDialog } from './ApplyCancellationDialog';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ClaimAnswerDialog } from './ClaimAnswerDialog';
import { ClaimDialog } from './ClaimDialog';
import { LineDatesDialog } from './LineDatesDialog';
import { LineStatusDialog } from './LineStatusDialog';
import type { QuoteDialogProps } from './types';
import { ValidateDialog } from './ValidateDialog';

/** primary: a contained button; danger: contained, in red; destructive: outlined, in red. */
export type QuoteActionLook = 'primary' | 'danger' | 'destructive';

export type QuoteActionSpec =
  /** The edit form's own buttons (Save, Save and send), not the actions bar's. */
  | { kind: 'form' }
  /** A link to the request form. */
  | { kind: 'link' }
  /** Sent at once, without a body. */
  | { kind: 'direct'; mutation: SimpleQuoteAction | 'send-invoice'; look: QuoteActionLook }
  /** Sent without a body once confirmed (ConfirmActionDialog). */
  | { kind: 'confirm'; mutation: SimpleQuoteAction; look: QuoteActionLook }
  /** Asked for in its own dialog, which sends it. */
  | { kind: 'dialog'; dialog: ComponentType<QuoteDialogProps>; look: QuoteActionLook };

export const QUOTE_ACTION_TABLE: Readonly<Record<QuoteAction, QuoteActionSpec>> = {
  'edit-lines': { kind: 'form' },
  'save-and-send': { kind: 'form' },
  refuse: { kind: 'confirm', mutation: 'refuse', look: 'destructive' },
  'cancel-draft': { kind: 'confirm', mutation: 'cancel-draft', look: 'destructive' },
  'edit-request': { kind: 'link' },
  'cancel-and-edit': { kind: 'confirm', mutation: 'cancel-and-edit', look: 'primary' },
  validate: { kind: 'dialog', dialog: ValidateDialog, look: 'primary' },
  cancel: { kind: 'confirm', mutation: 'cancel', look: 'destructive' },
  'send-seller-ack': { kind: 'direct', mutation: 'send-seller-ack', look: 'primary' },
  'line-status': { kind: 'dialog', dialog: LineStatusDialog, look: 'primary' },
  'line-dates': { kind: 'dialog', dialog: LineDatesDialog, look: 'primary' },
  'send-invoice': { kind: 'direct', mutation: 'send-invoice', look: 'primary' },
  'cancel-order': { kind: 'dialog', dialog: CancelOrderDialog, look: 'danger' },
  'request-invoice': { kind: 'direct', mutation: 'request-invoice', look: 'primary' },
  claim: { kind: 'dialog', dialog: ClaimDialog, look: 'primary' },
  'answer-claim': { kind: 'dialog', dialog: ClaimAnswerDialog, look: 'primary' },
  'apply-cancellation-policies': {
    kind: 'dialog',
    dialog: ApplyCancellationDialog,
    look: 'primary',
  },
};

/** The actions the bar shows: all but the edit form's own. */
export function barActions(actions: readonly QuoteAction[]): QuoteAction[] {
  return actions.filter((action) => QUOTE_ACTION_TABLE[action].kind !== 'form');
}
