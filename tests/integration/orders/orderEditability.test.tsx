import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuoteState } from '@/entities/quote';
import type { QuoteRecord } from '@/mocks/domains/orders';
import { fixture } from '@/mocks/domains/orders/testkit';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };

/**
 * The spec's editability rule (section 4) on the order page: the seller's edit form shows for a
 * quotation request, a cancelled order whose policies are not applied and a delivered quote not
 * yet invoiced; never for a quotation awaiting its customer, an order under way, an invoiced or
 * settled one, nor for the buyer.
 */
describe('who edits a quote on the order page', () => {
  it.each<[string, QuoteState, Partial<QuoteRecord>, 'seller' | 'buyer', boolean]>([
    ['a quotation request, seller', 'awaiting_for_quotation', {}, 'seller', true],
    [
      'a quotation awaiting its customer, seller',
      'awaiting_customer_validation',
      {},
      'seller',
      false,
    ],
    ['an order under way, seller', 'validated', {}, 'seller', false],
    [
      'a cancelled order, no policy applied, seller',
      'validated',
      { cancelled: true },
      'seller',
      true,
    ],
    [
      'a cancelled order, policies applied, seller',
      'validated',
      { cancelled: true, cancellationPoliciesApplied: true },
      'seller',
      false,
    ],
    ['a delivered quote, not invoiced, seller', 'delivered', {}, 'seller', true],
    ['a delivered quote, invoiced, seller', 'delivered', { invoiceSent: true }, 'seller', false],
    ['a delivered quote, not invoiced, buyer', 'delivered', {}, 'buyer', false],
  ])('%s: editable %s', { timeout: 30000 }, async (_name, state, changes, as, editable) => {
    const quote = fixture(state, changes);
    await renderRoute(`/order/${quote.id}/show`, { as, preferences: { language: 'en' } });
    await screen.findByRole('heading', { level: 1, name: new RegExp(quote.reference) }, SLOW);
    expect(screen.queryByRole('form', { name: 'Edit the quote' }) !== null).toBe(editable);
  });
});
