import { describe, expect, it } from 'vitest';
import type { QuoteLineStatus, QuoteLogEvent, QuoteState } from './quotes.types';
import {
  awaitsPricing,
  closureDue,
  invoiceBlockers,
  nextLineStatuses,
  quoteKind,
  saveAndSendBlockers,
  stateAfterLines,
  type QuoteKind,
} from './lifecycle';

describe('quoteKind: request, quotation or order, the state says the rest', () => {
  it.each<[QuoteState, QuoteKind]>([
    ['awaiting_for_quotation', 'quotation_request'],
    ['awaiting_customer_validation', 'quotation'],
    ['validated', 'order'],
    ['awaiting_for_services_completed', 'order'],
    ['delivered', 'order'],
    ['claimed', 'order'],
    ['cancellation_applied', 'order'],
    ['refunded', 'order'],
    ['partial_refunded', 'order'],
    ['payment_not_started', 'order'],
  ])('%s is shown as %s', (state, kind) => {
    expect(quoteKind(state)).toBe(kind);
  });
});

describe('line statuses', () => {
  it.each<[QuoteLineStatus, QuoteLineStatus[]]>([
    ['not_planned', ['planned', 'in_progress', 'awaiting_customer_validation', 'delivered']],
    ['planned', ['in_progress', 'awaiting_customer_validation', 'delivered']],
    ['in_progress', ['awaiting_customer_validation', 'delivered']],
    ['delivered', []],
  ])('%s moves on to %j', (status, next) => {
    expect(nextLineStatuses(status)).toEqual(next);
  });

  const lines = (...statuses: QuoteLineStatus[]) => statuses.map((status) => ({ status }));
  it.each<[QuoteState, QuoteLineStatus[], QuoteState]>([
    ['validated', ['planned', 'planned'], 'validated'],
    ['validated', ['planned', 'in_progress'], 'awaiting_for_services_completed'],
    ['payment_not_started', ['in_progress'], 'awaiting_for_services_completed'],
    ['validated', ['delivered', 'delivered'], 'delivered'],
    [
      'awaiting_for_services_completed',
      ['delivered', 'in_progress'],
      'awaiting_for_services_completed',
    ],
    ['awaiting_for_services_completed', ['delivered', 'delivered'], 'delivered'],
    [
      'awaiting_for_services_completed',
      ['delivered', 'awaiting_customer_validation'],
      'awaiting_for_services_completed',
    ],
    ['delivered', ['delivered'], 'delivered'],
    ['awaiting_for_quotation', ['delivered'], 'awaiting_for_quotation'],
    ['validated', [], 'validated'],
  ])('%s with lines %j becomes %s', (state, statuses, expected) => {
    expect(stateAfterLines(state, lines(...statuses))).toBe(expected);
  });
});

describe('awaitsPricing: a request not fully priced shows no total', () => {
  it.each<[QuoteState, number[], boolean]>([
    ['awaiting_for_quotation', [0, 0], true],
    ['awaiting_for_quotation', [120, 0], true],
    ['awaiting_for_quotation', [], true],
    ['awaiting_for_quotation', [120, 80], false],
    ['awaiting_customer_validation', [0], false],
    ['validated', [120], false],
  ])('%s with prices %j: %s', (state, prices, expected) => {
    const lines = prices.map((unitPrice) => ({ unitPrice }));
    expect(awaitsPricing({ state, lines })).toBe(expected);
  });
});

describe('saveAndSendBlockers', () => {
  const line = (unitPrice: number) => ({ unitPrice });
  it.each([
    ['ready', [line(100)], 'payment_at_order_acceptance', false, []],
    [
      'an unpriced line',
      [line(100), line(0)],
      'payment_at_order_acceptance',
      false,
      ['unpriced_line'],
    ],
    ['no line', [], 'payment_at_order_acceptance', false, ['unpriced_line']],
    ['no payment term', [line(100)], null, false, ['no_payment_term']],
    ['unsaved edits', [line(100)], 'payment_at_invoice_creation', true, ['unsaved_line']],
    ['all three', [line(0)], null, true, ['unpriced_line', 'no_payment_term', 'unsaved_line']],
  ] as const)('%s', (_name, lines, paymentTerm, unsaved, expected) => {
    expect(saveAndSendBlockers({ lines: [...lines], paymentTerm }, unsaved)).toEqual(expected);
  });
});

describe('invoiceBlockers', () => {
  const lines = (...statuses: QuoteLineStatus[]) => statuses.map((status) => ({ status }));
  it.each([
    ['ready', lines('planned', 'delivered'), false, 500, 500, []],
    [
      'a line not planned',
      lines('not_planned', 'delivered'),
      false,
      500,
      500,
      ['lines_not_planned'],
    ],
    ['above the order', lines('planned'), false, 500.01, 500, ['exceeds_order']],
    ['already sent', lines('delivered'), true, 500, 500, ['already_sent']],
  ] as const)('%s', (_name, quoteLines, invoiceSent, total, orderTotal, expected) => {
    expect(
      invoiceBlockers(
        { lines: [...quoteLines], invoiceSent, totalIncludingTax: total },
        orderTotal,
      ),
    ).toEqual(expected);
  });
});

describe('closureDue (the 7-day rule)', () => {
  const cancelledAt = '2026-11-01T10:00:00Z';
  const log = (at: string): QuoteLogEvent => ({
    id: 1,
    event: 'order_cancel',
    at,
    organization: null,
    userName: null,
    detail: null,
  });
  const order = (over: Record<string, unknown> = {}) => ({
    cancelled: true,
    cancelledBy: 'customer' as const,
    cancellationPoliciesApplied: false,
    closed: false,
    cancelledAt,
    log: [log(cancelledAt)],
    paymentIntent: null,
    ...over,
  });
  const at = (iso: string) => new Date(iso);

  it.each([
    ['6 days 23 h after: not yet', order(), '2026-11-08T09:00:00Z', null],
    ['7 days after: closed', order(), '2026-11-08T10:00:00Z', { refundEscrow: false }],
    [
      'escrowed money is refunded',
      order({ paymentIntent: { id: 'pi_1', status: 'requires_capture' } }),
      '2026-11-09T00:00:00Z',
      { refundEscrow: true },
    ],
    [
      'a later action restarts the wait',
      order({ log: [log(cancelledAt), log('2026-11-05T10:00:00Z')] }),
      '2026-11-09T00:00:00Z',
      null,
    ],
    ['cancelled by the seller', order({ cancelledBy: 'seller' }), '2026-12-01T00:00:00Z', null],
    [
      'policies applied',
      order({ cancellationPoliciesApplied: true }),
      '2026-12-01T00:00:00Z',
      null,
    ],
    ['already closed', order({ closed: true }), '2026-12-01T00:00:00Z', null],
    ['not cancelled', order({ cancelled: false }), '2026-12-01T00:00:00Z', null],
  ])('%s', (_name, quote, now, expected) => {
    expect(closureDue(quote, at(now))).toEqual(expected);
  });
});
