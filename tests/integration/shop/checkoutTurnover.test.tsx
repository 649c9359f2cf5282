import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { confirmOrder, openCheckout } from './checkoutHarness';

/**
 * A seller's offer caps its turnover per subscription period (issue 31): a checkout whose direct
 * order would take Riviera past it is refused, nothing ordered. The buyer is told which seller
 * takes no more orders, never the seller's offer or limit.
 */
describe('the checkout at a seller’s turnover limit', () => {
  it('names the seller, not its offer, and orders nothing', async () => {
    const user = userEvent.setup();
    const offer = db.offers.find((o) => o.offerReference === 'PRO-QUARTERLY');
    if (!offer) throw new Error('PRO-QUARTERLY is seeded');
    offer.subscription.maxTurnover = 1;
    await openCheckout();
    const before = db.quotes.length;
    await confirmOrder(user);
    expect(
      await screen.findByText(
        'Riviera Jet Centre takes no more orders through the marketplace for now: remove its services to order the rest',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/PRO-QUARTERLY/)).not.toBeInTheDocument();
    expect(db.quotes).toHaveLength(before);
  });
});
