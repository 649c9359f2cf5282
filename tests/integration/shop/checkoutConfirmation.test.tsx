// The order confirmation: each reference links to its order, the money line says what happened
// to the money, and the next step is in view.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLOW, chooseNewCard, confirmOrder, openCheckout, payWith } from './checkoutHarness';

/** The confirmation's list of orders and its money line. */
async function confirmation() {
  await screen.findByText('Your order is placed.', {}, SLOW);
  // The page is no longer the checkout: its title says what happened.
  expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
  return {
    orders: screen.getByRole('list', { name: 'Orders and quotation requests' }),
    money: screen.getByRole('note', { name: 'Payment' }),
  };
}

describe('the order confirmation', () => {
  it('links the order, says the card is authorised for the total, and offers the order', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await chooseNewCard(user);
    await confirmOrder(user);
    await payWith(user, '4242424242424242');
    const { orders, money } = await confirmation();
    const link = within(orders).getByRole('link', { name: /^[A-Z]+-\d{4}-\d+$/ });
    expect(link.getAttribute('href')).toMatch(/^\/order\/\d+\/show$/);
    // 1,890 + 180 excl. tax, 20 % VAT: €2,484.00, escrowed until the seller invoices.
    expect(money).toHaveTextContent(
      '€2,484.00 is authorised on your card: it is charged when the seller sends the invoice.',
    );
    const seeOrder = screen.getByRole('link', { name: `See the order ${link.textContent}` });
    expect(seeOrder).toHaveAttribute('href', link.getAttribute('href'));
    expect(screen.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute(
      'href',
      '/trips/1',
    );
  });

  it('says nothing is charged now with payment at invoice creation', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await user.click(screen.getByRole('combobox', { name: /Payment term/ }));
    await user.click(await screen.findByRole('option', { name: 'Payment at invoice creation' }));
    await confirmOrder(user);
    const { orders, money } = await confirmation();
    expect(within(orders).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/order\/\d+\/show$/),
    );
    expect(money).toHaveTextContent(
      'Nothing is charged now: you pay each order when its invoice is sent.',
    );
  });

  it('says a saved SEPA debit is on its way', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await user.click(screen.getByRole('combobox', { name: /Payment method/ }));
    await user.click(await screen.findByRole('option', { name: 'SEPA debit •••• 3000' }));
    await user.click(screen.getByRole('checkbox', { name: /SEPA direct debit terms/ }));
    await confirmOrder(user);
    const { money } = await confirmation();
    expect(money).toHaveTextContent(
      '€2,484.00 will be debited from your account by SEPA direct debit; you receive a debit notice 2 days before.',
    );
  });
});
