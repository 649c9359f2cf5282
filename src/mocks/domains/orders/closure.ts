import { closureDue } from '../../../entities/quote/contract';
import { db } from '../../db';
import { now } from '../../db/clock';
import type { QuoteRecord } from './records';
import { logEvent } from './access';

/**
 * The 7-day rule, applied on read (DECISIONS.md "Quotes and orders"): a client-cancelled order
 * without action for 7 days closes; its escrowed card authorisation is released (`canceled`).
 */
export function applyClosure(quote: QuoteRecord, at: Date = now()): void {
  const due = closureDue(quote, at);
  if (due === null) return;
  quote.closed = true;
  if (due.refundEscrow && quote.paymentIntent) {
    const intentId = quote.paymentIntent.id;
    quote.paymentIntent = { id: intentId, status: 'canceled' };
    const intent = db.paymentIntents.find((candidate) => candidate.id === intentId);
    if (intent) intent.status = 'canceled';
  }
  logEvent(quote, 'order_closed', null, due.refundEscrow ? 'escrow_refunded' : null);
}

export function applyClosures(quotes: readonly QuoteRecord[]): void {
  const at = now();
  for (const quote of quotes) applyClosure(quote, at);
}
