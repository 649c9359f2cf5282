// The buyer's actions on a quotation, and the actions each side never sees (the seller's: orderSellerActions).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/config/env';
import { db } from '@/mocks/db';
import { formatCurrency } from '@/lib/format/currency';
import { logEvent } from '@/mocks/domains/orders/access';
import { recompute } from '@/mocks/domains/orders/lines';
import { fixture } from '@/mocks/domains/orders/testkit';
import { actionNames, chooseAction } from './quoteActions';
import { openQuote, SLOW, stored } from './quotePage';

describe('forbidden actions are absent', () => {
  it('a buyer sees no save-and-send on its quotation request, a seller no validate', async () => {
    const user = userEvent.setup();
    const request = fixture('awaiting_for_quotation');
    await openQuote(request.id, 'buyer');
    expect(await actionNames(user)).toEqual(['Withdraw the request']);
    expect(screen.getByRole('link', { name: 'Edit the request' })).toHaveAttribute(
      'href',
      `/order/${request.id}/add`,
    );
    expect(screen.queryByRole('button', { name: 'Save and send' })).toBeNull();
  });

  it('a seller sees no validate on its quotation', async () => {
    const user = userEvent.setup();
    const quotation = fixture('awaiting_customer_validation');
    await openQuote(quotation.id, 'seller');
    expect(await actionNames(user)).toEqual(['Take back to edit']);
    expect(screen.queryByRole('button', { name: 'Validate and pay' })).toBeNull();
  });

  it('a refused quote offers no action at all', async () => {
    const user = userEvent.setup();
    const refused = fixture('awaiting_customer_validation', { refused: true });
    await openQuote(refused.id, 'buyer');
    expect(screen.getByText('Refused')).toBeInTheDocument();
    expect(await actionNames(user)).toEqual([]);
  });
});

describe('the buyer acts on a quotation', () => {
  it('refuses it after a confirmation', async () => {
    const user = userEvent.setup();
    const quote = fixture('awaiting_customer_validation');
    await openQuote(quote.id, 'buyer');
    expect(await actionNames(user)).toEqual(['Validate and pay', 'Refuse', 'Cancel the quotation']);
    await chooseAction(user, 'Refuse');
    const dialog = await screen.findByRole('alertdialog', { name: `Refuse ${quote.reference}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(stored(quote.id).refused).toBe(true));
    expect(await screen.findByText('Quotation refused')).toBeInTheDocument();
    expect(await actionNames(user)).toEqual([]);
  });

  it('validates one paid at invoice creation: nothing to pay now', async () => {
    const user = userEvent.setup();
    const quote = fixture('awaiting_customer_validation', {
      paymentTerm: 'payment_at_invoice_creation',
    });
    await openQuote(quote.id, 'buyer');
    await user.click(screen.getByRole('button', { name: 'Validate and pay' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/nothing to pay now/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Validate and pay' }));
    await waitFor(() => expect(stored(quote.id).state).toBe('payment_not_started'));
  });

  async function payWithNewCard(number: string) {
    const user = userEvent.setup();
    const quote = fixture('awaiting_customer_validation');
    await openQuote(quote.id, 'buyer');
    await user.click(screen.getByRole('button', { name: 'Validate and pay' }));
    const dialog = await screen.findByRole('dialog');
    const method = within(dialog).getByRole('combobox', { name: 'Payment method' });
    await user.click(method);
    await user.click(await screen.findByRole('option', { name: 'A new card or bank account' }));
    await user.type(await within(dialog).findByLabelText(/Holder name/), 'Léa Garnier');
    await user.type(within(dialog).getByLabelText(/Card number/), number);
    await user.type(within(dialog).getByLabelText(/Expiry date/), '12/30');
    await user.type(within(dialog).getByLabelText(/Security code/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    return { quote, dialog };
  }

  it('shows the payment error on a declined card; the quotation stays', async () => {
    const { quote, dialog } = await payWithNewCard('4000000000000002');
    expect(
      await within(dialog).findByText(/The payment failed: the card was declined/),
    ).toBeInTheDocument();
    expect(stored(quote.id).state).toBe('awaiting_customer_validation');
  });

  it(
    'pays with the demo card 4242: the quotation becomes an order',
    { timeout: 40000 },
    async () => {
      const { quote } = await payWithNewCard('4242424242424242');
      await waitFor(() => expect(stored(quote.id).state).toBe('validated'), SLOW);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByText('Quotation validated')).toBeInTheDocument();
    },
  );
});

describe('the quotation changed while the buyer looked at it', () => {
  const money = (amount: number) => formatCurrency(amount, { currency: 'EUR', locale: 'en' });

  it('refuses the stale total, says what changed, and asks again with the new total', async () => {
    const user = userEvent.setup();
    const quote = fixture('awaiting_customer_validation', { currency: 'EUR' });
    recompute(quote);
    const before = quote.totalIncludingTax;
    await openQuote(quote.id, 'buyer');
    await user.click(screen.getByRole('button', { name: 'Validate and pay' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Amount to pay: ${money(before)}`)).toBeInTheDocument();
    // Meanwhile the seller took it back, priced every line 99,999 and sent it again.
    for (const line of quote.lines) line.unitPrice = 99_999;
    recompute(quote);
    logEvent(quote, 'quote_send', null);
    const after = quote.totalIncludingTax;
    const intents = db.paymentIntents.length;
    const validate = within(dialog).getByRole('button', { name: 'Validate and pay' });
    await waitFor(() => expect(validate).toBeEnabled(), SLOW);
    await user.click(validate);
    const notice = await within(dialog).findByRole('alert', undefined, SLOW);
    expect(notice).toHaveTextContent(
      `The seller changed this quote since you opened it: its total went from ${money(before)} to ${money(after)}.`,
    );
    expect(within(dialog).getByText(`Amount to pay: ${money(after)}`)).toBeInTheDocument();
    expect(stored(quote.id).state).toBe('awaiting_customer_validation');
    expect(db.paymentIntents).toHaveLength(intents);
    await user.click(within(dialog).getByRole('button', { name: 'Validate and pay' }));
    await waitFor(() => expect(stored(quote.id).state).toBe('validated'), SLOW);
    expect(db.paymentIntents.at(-1)?.amount).toBe(after);
  });
});

describe('validation with Stripe configured', () => {
  it('offers the saved methods only, and says where to add one when there is none', async () => {
    const user = userEvent.setup();
    const previous = env.stripePublicKey;
    Reflect.set(env, 'stripePublicKey', 'pk_test_orders');
    try {
      const quote = fixture('awaiting_customer_validation');
      const buyerId = db.users.find((u) => u.email === 'buyer@demo.aero')?.id;
      db.paymentMethods = db.paymentMethods.filter((method) => method.userId !== buyerId);
      await openQuote(quote.id, 'buyer');
      await user.click(screen.getByRole('button', { name: 'Validate and pay' }));
      const dialog = await screen.findByRole('dialog');
      expect(
        await within(dialog).findByText(/You have no saved card or SEPA mandate/, undefined, SLOW),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByRole('link', { name: 'Add one in your payment methods' }),
      ).toHaveAttribute('href', '/account/payment-method');
      expect(within(dialog).getByRole('button', { name: 'Validate and pay' })).toBeDisabled();
      await user.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
      expect(screen.queryByRole('option', { name: 'A new card or bank account' })).toBeNull();
    } finally {
      Reflect.set(env, 'stripePublicKey', previous);
    }
  });
});
