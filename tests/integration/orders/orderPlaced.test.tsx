// A direct purchase as its order page shows it: the billing address chosen at checkout, and a
// history that says the order was placed (no quotation was ever requested or validated).
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '@/mocks/db';
import { buyer, checkout, confirm, OK } from '@/mocks/domains/shop/testkit';
import { openQuote, SLOW } from './quotePage';

beforeEach(() => resetDemoApi());

/** The buyer's checkout of the shop testkit's cart, paid by card: its direct orders' ids. */
async function placeOrders(): Promise<number[]> {
  const session = await buyer();
  const result = await checkout(session, { clientAddressId: 1 });
  await confirm(session, result.paymentIntent, OK);
  return db.quotes
    .filter((quote) => result.quotes.some((placed) => placed.id === quote.id))
    .filter((quote) => quote.state === 'validated')
    .map((quote) => quote.id);
}

describe('a direct purchase on its order page', () => {
  it('shows the billing address chosen at checkout and "Order placed" in its history', async () => {
    const [id] = await placeOrders();
    if (id === undefined) throw new Error('the checkout placed no direct order');
    const chosen = db.addresses.find((address) => address.id === 1)?.address;
    if (!chosen) throw new Error('no address 1');
    await openQuote(id, 'buyer');

    const term = await screen.findByText('Billing address', { selector: 'dt' }, SLOW);
    const value = term.nextElementSibling;
    expect(value?.textContent).toContain(chosen.address);
    expect(value?.textContent).toContain(`${chosen.postalCode} ${chosen.city}`);

    const history = screen.getByRole('list', { name: 'History' });
    const steps = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatch(/^Order placed/);
    expect(within(history).queryByText(/Quotation (requested|validated)/)).toBeNull();
  });
});
