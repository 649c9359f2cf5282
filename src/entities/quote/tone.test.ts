import { describe, expect, it } from 'vitest';
import type { QuoteState } from './quotes.types';
import { quoteTone } from './tone';

describe('quoteTone', () => {
  it.each<[QuoteState, boolean, boolean, string]>([
    ['awaiting_for_quotation', false, false, 'info'],
    ['awaiting_customer_validation', false, false, 'warning'],
    ['validated', false, false, 'success'],
    ['awaiting_for_services_completed', false, false, 'info'],
    ['delivered', false, false, 'success'],
    ['claimed', false, false, 'warning'],
    ['cancellation_applied', false, false, 'muted'],
    ['refunded', false, false, 'neutral'],
    ['partial_refunded', false, false, 'neutral'],
    ['payment_not_started', false, false, 'warning'],
    // Refused and cancelled are told apart, whatever the state.
    ['awaiting_customer_validation', false, true, 'error'],
    ['validated', true, false, 'muted'],
    ['awaiting_for_quotation', true, true, 'muted'],
  ])('%s (cancelled %s, refused %s) is %s', (state, cancelled, refused, tone) => {
    expect(quoteTone({ state, cancelled, refused })).toBe(tone);
  });
});
