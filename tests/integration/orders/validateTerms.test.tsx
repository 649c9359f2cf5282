import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { fixture } from '@/mocks/domains/orders/testkit';
import { openQuote, SLOW, stored } from './quotePage';

/**
 * A quotation is validated under the cancellation policy its buyer read (issue 27): the page
 * and the validate dialog show it, and a policy the seller changed meanwhile is refused, shown
 * again and validated only once read.
 */

const HANGAR_POLICY = 11;
const HARSH = 'Cancelled by the customer less than 2 days before: 90% of the price is kept.';

/** Riviera hardens its hangar and parking policy (the fixture's parking line): a new version. */
function hardenPolicy() {
  const policy = db.cancellationPolicies.find((candidate) => candidate.id === HANGAR_POLICY);
  if (!policy) throw new Error('no hangar policy');
  policy.name = 'Harsh';
  policy.conditions = [{ cancelledBy: 'customer', rule: 'days_2', priceRate: 90 }];
  policy.updatedAt = new Date(Date.parse(policy.updatedAt) + 60_000).toISOString();
}

describe('the terms a quotation will be validated under', () => {
  it('refuses a policy changed since the buyer opened it, shows the new one, then validates', async () => {
    const user = userEvent.setup();
    const quote = fixture('awaiting_customer_validation', {
      paymentTerm: 'payment_at_invoice_creation',
    });
    await openQuote(quote.id, 'buyer');
    const page = await screen.findByRole(
      'region',
      { name: 'Terms that will apply to this order' },
      SLOW,
    );
    expect(await within(page).findByText('Hangar and parking', {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Validate and pay' }));
    const dialog = await screen.findByRole('dialog');
    const agreed = within(dialog).getByRole('region', { name: 'Cancellation policy you agree to' });
    expect(within(agreed).getByText('Hangar and parking')).toBeInTheDocument();
    // Meanwhile the seller hardens its policy.
    hardenPolicy();
    const validate = within(dialog).getByRole('button', { name: 'Validate and pay' });
    await waitFor(() => expect(validate).toBeEnabled(), SLOW);
    await user.click(validate);
    const notice = await within(dialog).findByRole('alert', undefined, SLOW);
    expect(notice).toHaveTextContent(
      'The seller changed its cancellation policy since you opened this quotation: read it, then validate again.',
    );
    expect(within(agreed).getByText('Harsh')).toBeInTheDocument();
    expect(within(agreed).getByText(HARSH)).toBeInTheDocument();
    expect(within(agreed).queryByText('Hangar and parking')).toBeNull();
    expect(stored(quote.id).state).toBe('awaiting_customer_validation');
    expect(db.quoteOrderTerms.some((terms) => terms.quoteId === quote.id)).toBe(false);
    // The page shows the new policy too.
    await waitFor(() => expect(within(page).getByText('Harsh')).toBeInTheDocument(), SLOW);

    await user.click(within(dialog).getByRole('button', { name: 'Validate and pay' }));
    await waitFor(() => expect(stored(quote.id).state).toBe('payment_not_started'), SLOW);
    const terms = db.quoteOrderTerms.find((candidate) => candidate.quoteId === quote.id);
    expect(terms?.cancellationPolicy).toMatchObject({ id: HANGAR_POLICY, name: 'Harsh' });
  });

  it('is not shown to the seller, who has nothing to agree to', async () => {
    const quote = fixture('awaiting_customer_validation');
    await openQuote(quote.id, 'seller');
    expect(
      screen.queryByRole('region', { name: 'Terms that will apply to this order' }),
    ).toBeNull();
  });
});
