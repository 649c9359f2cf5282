import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { SLOW, changesDialog, confirmOrder, openCheckout } from './checkoutHarness';

/**
 * The checkout names the sellers' cancellation policies the page showed (issue 27): one changed
 * since is answered as a change, shown in the dialog, then on the page; the order keeps the
 * policy the buyer confirmed under.
 */

const RIVIERA_DEFAULT = 1;

/** Riviera hardens its default policy (the one its fuel and fee are sold under): a new version. */
function hardenRivieraPolicy() {
  const policy = db.cancellationPolicies.find((candidate) => candidate.id === RIVIERA_DEFAULT);
  if (!policy) throw new Error('no Riviera policy');
  policy.name = 'Harsh';
  policy.description = '90 % within 2 days.';
  policy.conditions = [{ cancelledBy: 'customer', rule: 'days_2', priceRate: 90 }];
  policy.updatedAt = new Date(Date.parse(policy.updatedAt) + 60_000).toISOString();
}

describe('the checkout’s change dialog for a cancellation policy', () => {
  it('shows the seller’s new policy, then on the page, and the order keeps the one confirmed', async () => {
    const user = userEvent.setup();
    await openCheckout();
    expect(await screen.findByText('Moderate', {}, SLOW)).toBeInTheDocument();
    hardenRivieraPolicy();
    const before = db.quotes.length;
    await confirmOrder(user);
    const dialog = await changesDialog();
    const policy = within(dialog).getByRole('listitem', {
      name: 'Riviera Jet Centre: cancellation policy',
    });
    expect(policy).toHaveTextContent(
      /Cancellation policy\s*was Moderate, as of .+→\s*,?\s*now Harsh, as of /,
    );
    expect(policy.querySelector('del')).toHaveTextContent('was Moderate');
    expect(policy.querySelector('ins')).toHaveTextContent('now Harsh');
    // Nothing else changed: no line, no total.
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(db.quotes).toHaveLength(before);
    expect(db.checkouts).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Accept the new values' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(
      "The page shows the sellers' new cancellation policies: read them before confirming.",
    );
    expect(await screen.findByText('Harsh', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Moderate')).toBeNull();

    await confirmOrder(user);
    await screen.findByText('Your order is placed.', {}, SLOW);
    const order = db.quotes.at(-1);
    const terms = db.quoteOrderTerms.find((candidate) => candidate.quoteId === order?.id);
    expect(terms?.cancellationPolicy).toMatchObject({ id: RIVIERA_DEFAULT, name: 'Harsh' });
  });
});
