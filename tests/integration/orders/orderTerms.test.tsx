import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { nowMs } from '@/mocks/db/clock';
import { agreedPolicyForProducts } from '@/mocks/domains/cancellation-policies';
import { PRODUCT, recordOrderTerms } from '@/mocks/domains/shop';
import { departIn, fixture } from '@/mocks/domains/orders/testkit';
import type { QuoteRecord } from '@/mocks/domains/orders';
import { fill } from '@tests/utils/fill';
import { chooseAction } from './quoteActions';
import { openQuote, SLOW, stored } from './quotePage';

const MODERATE_50 = 'Cancelled by the customer less than 2 days before: 50% of the price is kept.';

/**
 * A Riviera order of fuel (its group default "Moderate": 50 % within 2 days) whose terms were
 * recorded, then the policy made harsher by the seller, then the buyer's cancellation 47 hours
 * before the event.
 */
function cancelledOrder(): QuoteRecord {
  const quote = fixture('validated', {
    paymentIntent: { id: 'pi_terms', status: 'requires_capture' },
  });
  for (const line of quote.lines) line.productId = PRODUCT.rivieraJetA1;
  const productIds = quote.lines.map((line) => line.productId);
  recordOrderTerms(
    quote,
    'card',
    false,
    agreedPolicyForProducts(quote.organization.id, productIds),
  );
  const policy = db.cancellationPolicies.find((candidate) => candidate.id === 1);
  if (!policy) throw new Error('no policy 1');
  policy.name = 'Harsh';
  policy.conditions = [{ cancelledBy: 'customer', rule: 'days_2', priceRate: 90 }];
  departIn(quote, 47);
  Object.assign(quote, {
    cancelled: true,
    cancelledBy: 'customer',
    cancelledAt: new Date(nowMs()).toISOString(),
    cancellationPolicyType: 'cancelled',
  });
  return quote;
}

function money(quote: QuoteRecord, amount: number): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: quote.currency }).format(
    amount,
  );
}

const feeAt = (quote: QuoteRecord, rate: number) =>
  Math.round(quote.totalIncludingTax * rate) / 100;

describe('the order page keeps the terms the order was placed under', () => {
  it("the buyer reads the agreed policy and what it will charge, not the seller's later edit", async () => {
    const quote = cancelledOrder();
    await openQuote(quote.id, 'buyer');
    const terms = screen.getByRole('region', { name: 'Terms this order was placed under' });
    expect(within(terms).getByText(/^As agreed on /)).toBeInTheDocument();
    expect(within(terms).getByText('Moderate')).toBeInTheDocument();
    expect(within(terms).getByText(MODERATE_50)).toBeInTheDocument();
    expect(within(terms).queryByText('Harsh')).toBeNull();
    const due = await screen.findByRole(
      'region',
      { name: 'What the cancellation policy will charge' },
      SLOW,
    );
    expect(within(due).getByText('Less than 2 days before departure')).toBeInTheDocument();
    expect(within(due).getByText(MODERATE_50)).toBeInTheDocument();
    expect(
      within(due).getByText(
        `${money(quote, feeAt(quote, 50))} (50% of ${money(quote, quote.totalIncludingTax)})`,
      ),
    ).toBeInTheDocument();
  });

  it('the buyer reads what was charged once applied: the waiver and its reason', async () => {
    const quote = cancelledOrder();
    Object.assign(quote, {
      state: 'cancellation_applied',
      cancellationPoliciesApplied: true,
      cancellationFee: feeAt(quote, 20),
      appliedCancellation: {
        rule: 'days_2',
        policyRate: 50,
        priceRate: 20,
        fee: feeAt(quote, 20),
        waiverReason: 'A loyal customer: we keep only our costs.',
        appliedAt: new Date(nowMs()).toISOString(),
      },
    });
    await openQuote(quote.id, 'buyer');
    const charged = screen.getByRole('region', { name: 'What was charged' });
    const detail = (label: string) =>
      within(charged).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(detail('Rule applied')).toBe('Less than 2 days before departure');
    expect(detail('What the rule says')).toBe(MODERATE_50);
    expect(detail('Rate kept')).toBe('20%');
    expect(detail('Reason for keeping less than the policy')).toBe(
      'A loyal customer: we keep only our costs.',
    );
    expect(
      screen.queryByRole('region', { name: 'What the cancellation policy will charge' }),
    ).toBeNull();
  });

  it("the seller's dialog refuses a higher rate and asks a reason for a lower one", async () => {
    const user = userEvent.setup();
    const quote = cancelledOrder();
    await openQuote(quote.id, 'seller');
    // The 7-day rule, in words with its date.
    expect(screen.getByText(/it closes automatically/)).toHaveTextContent(
      /: on \d\d\/\d\d\/\d{4}, \d\d:\d\d UTC\.$/,
    );
    await chooseAction(user, 'Apply the cancellation policies');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Apply the cancellation policies' },
      SLOW,
    );
    expect(
      within(dialog).getByText(/The order's policy gives for this cancellation/),
    ).toHaveTextContent(MODERATE_50);
    // The rule is the policy's, not a choice; the rate starts at the policy's.
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    const rate = within(dialog).getByLabelText(/Rate kept/);
    expect(rate).toHaveValue('50');
    expect(within(dialog).queryByLabelText(/Reason for keeping less/)).toBeNull();
    fill(rate, '60');
    const apply = within(dialog).getByRole('button', { name: 'Apply the cancellation policies' });
    await user.click(apply);
    expect(
      await within(dialog).findByText(
        "Must be at most the rate of the order's cancellation policy, 50 %",
      ),
    ).toBeInTheDocument();
    fill(rate, '20');
    const reason = await within(dialog).findByLabelText(/Reason for keeping less/);
    expect(within(dialog).getByText(/^Fee kept:/)).toHaveTextContent(
      `Fee kept: ${money(quote, feeAt(quote, 20))} of ${money(quote, quote.totalIncludingTax)}`,
    );
    await user.click(apply);
    expect(
      await within(dialog).findByText(
        'Say why you keep less than the policy: the customer reads it',
      ),
    ).toBeInTheDocument();
    expect(stored(quote.id).cancellationPoliciesApplied).toBe(false);
    fill(reason, 'A loyal customer.');
    await user.click(apply);
    await waitFor(() => expect(stored(quote.id).cancellationPoliciesApplied).toBe(true), SLOW);
    expect(stored(quote.id).appliedCancellation).toMatchObject({
      rule: 'days_2',
      policyRate: 50,
      priceRate: 20,
      waiverReason: 'A loyal customer.',
    });
    expect(stored(quote.id).cancellationFee).toBe(feeAt(quote, 20));
    // The history says the rule in words, not its code.
    const history = await screen.findByRole('list', { name: 'History' }, SLOW);
    await waitFor(
      () => expect(history).toHaveTextContent('Less than 2 days before departure: 20 %'),
      SLOW,
    );
    expect(history).not.toHaveTextContent('days_2');
  });
});
