import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/config/env';
import { db } from '@/mocks/db';
import { formatCurrency } from '@/lib/format/currency';
import { logEvent } from '@/mocks/domains/orders/access';
import { recompute } from '@/mocks/domains/orders/lines';
import { fixture } from '@/mocks/domains/orders/testkit';
import { dateTimeDigits } from '@/lib/ui/views/form/testing/dateTimeDigits';
import { actionNames, chooseAction, findAction } from './quoteActions';
import { openQuote, SLOW, stored } from './quotePage';

// A test may move the browser to another time zone (vi.stubEnv('TZ')).
afterEach(() => vi.unstubAllEnvs());

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

describe('the seller runs an order', () => {
  it('cannot invoice before the lines are planned, and says so; then plans and invoices', async () => {
    const user = userEvent.setup();
    const quote = fixture('validated', {}, 'not_planned');
    await openQuote(quote.id, 'seller');
    const invoice = await findAction(user, 'Send the invoice');
    expect(invoice).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByText('invoicing needs service status at least planned')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change line statuses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Line statuses (forward only)' });
    const selects = within(dialog).getAllByRole('combobox');
    for (const select of selects) {
      await user.click(select);
      await user.click(await screen.findByRole('option', { name: 'Planned' }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(stored(quote.id).lines.every((line) => line.status === 'planned')).toBe(true),
    );
    await waitFor(() =>
      expect(screen.queryByText('invoicing needs service status at least planned')).toBeNull(),
    );
    await chooseAction(user, 'Send the invoice');
    await waitFor(() => expect(stored(quote.id).invoiceSent).toBe(true));
    expect(await screen.findByRole('link', { name: 'Open the invoice' })).toBeInTheDocument();
  });

  it('cancels an order with its cancellation type', { timeout: 40000 }, async () => {
    const user = userEvent.setup();
    const quote = fixture('validated');
    await openQuote(quote.id, 'seller');
    await chooseAction(user, 'Cancel the order');
    const dialog = await screen.findByRole('alertdialog', {
      name: `Cancel the order ${quote.reference}?`,
    });
    await user.click(within(dialog).getByRole('combobox', { name: 'Cancellation type' }));
    await user.click(await screen.findByRole('option', { name: 'The trip is rescheduled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(stored(quote.id).cancelled).toBe(true));
    expect(stored(quote.id).cancellationPolicyType).toBe('rescheduled');
    await screen.findByRole('button', { name: 'Apply the cancellation policies' }, SLOW);
    expect(await actionNames(user)).toEqual(['Apply the cancellation policies']);
  });

  it('sends the acknowledgement at once', async () => {
    const user = userEvent.setup();
    const quote = fixture('validated', { sellerAck: false });
    await openQuote(quote.id, 'seller');
    await user.click(screen.getByRole('button', { name: 'Send the acknowledgement' }));
    await waitFor(() => expect(stored(quote.id).sellerAck).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send the acknowledgement' })).toBeNull(),
    );
    expect(await actionNames(user)).not.toContain('Send the acknowledgement');
  });

  it(
    'says under the header why a one-click action was refused (sent meanwhile in another tab)',
    { timeout: 40000 },
    async () => {
      const user = userEvent.setup();
      const quote = fixture('validated', { sellerAck: false });
      await openQuote(quote.id, 'seller');
      stored(quote.id).sellerAck = true;
      await user.click(screen.getByRole('button', { name: 'Send the acknowledgement' }));
      const refusal = await screen.findByRole('alert', {}, SLOW);
      // A 409: the catalogue words it in the toast; the page says it failed, under its header.
      expect(refusal).toHaveTextContent('Something went wrong');
      const summary = screen.getByRole('region', { name: 'Summary' });
      expect(refusal.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    },
  );

  it('plans the line dates, 24 h, the end after the start', { timeout: 40000 }, async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const user = userEvent.setup();
    const quote = fixture('validated');
    await openQuote(quote.id, 'seller');
    await chooseAction(user, 'Plan line dates');
    const dialog = await screen.findByRole('dialog', { name: 'Line dates (UTC, 24-hour)' });
    const typeTime = async (label: string, digits: string) => {
      const group = within(dialog).getAllByRole('group', { name: new RegExp(`^${label}`) })[0];
      if (!group) throw new Error(`no ${label}`);
      await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
      await user.keyboard(dateTimeDigits(digits));
    };
    await typeTime('Start', '202612011400');
    await typeTime('End', '202612011300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The end must come after the start'),
    ).toBeInTheDocument();
    await typeTime('End', '202612011630');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored(quote.id).lines[0]?.startAt).not.toBeNull());
    const line = stored(quote.id).lines[0];
    expect(Date.parse(line?.endAt ?? '') - Date.parse(line?.startAt ?? '')).toBe(150 * 60_000);
    // Typed in UTC, as the dialog's title says, whatever the browser's zone (New York here).
    expect(line?.startAt).toBe('2026-12-01T14:00:00.000Z');
  });
});

describe('the billing address', () => {
  it('the buyer picks it from its address book until the invoice is sent; the seller cannot', async () => {
    const user = userEvent.setup();
    const quote = fixture('validated');
    const addresses = db.addresses.filter((address) => address.organizationId === quote.client.id);
    const target = addresses.at(-1);
    if (!target) throw new Error('no address of the buyer');
    await openQuote(quote.id, 'buyer');
    await user.click(screen.getByRole('button', { name: 'Change the billing address' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Billing address of ${quote.reference}`,
    });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Address' }));
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${target.name} – `) }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(stored(quote.id).clientAddress?.city).toBe(target.address.city));
    expect(await screen.findByText(new RegExp(target.address.city))).toBeInTheDocument();
  });

  it('is not offered to the seller, nor once the invoice is sent', async () => {
    const quote = fixture('validated');
    const { unmount } = await openQuote(quote.id, 'seller');
    expect(screen.queryByRole('button', { name: 'Change the billing address' })).toBeNull();
    unmount();
    const invoiced = fixture('delivered', { invoiceSent: true });
    await openQuote(invoiced.id, 'buyer');
    expect(screen.getByRole('button', { name: 'Make a claim' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the billing address' })).toBeNull();
  });
});
