import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format/currency';
import { badRequest } from '@/mocks/api/responses';
import { fixture } from '@/mocks/domains/orders/testkit';
import { server } from '@/mocks/node';
import { actionNames } from './quoteActions';
import { openQuote, SLOW, stored } from './quotePage';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the seller prices and sends a quotation request', () => {
  it(
    'saves and sends in one click once every line is priced, and logs no "taken back"',
    { timeout: 40000 },
    async () => {
      const user = userEvent.setup();
      const quote = fixture('awaiting_for_quotation', { paymentTerm: null });
      quote.lines.forEach((line) => (line.unitPrice = 0));
      await openQuote(quote.id, 'seller');
      expect(
        screen.getByRole('heading', { level: 1, name: `Quotation request ${quote.reference}` }),
      ).toBeInTheDocument();
      const send = screen.getByRole('button', { name: 'Save and send' });
      expect(send).toBeDisabled();
      expect(screen.getByText('every line needs a unit price above zero')).toBeInTheDocument();
      expect(screen.getByText('choose a payment term')).toBeInTheDocument();

      for (const price of screen.getAllByLabelText(/^Unit price/)) {
        await user.clear(price);
        await user.type(price, '100');
      }
      await user.click(screen.getByRole('combobox', { name: 'Payment term' }));
      await user.click(await screen.findByRole('option', { name: 'Payment at order acceptance' }));
      // Nothing saved yet, and nothing asks to save first: one click saves and sends.
      expect(stored(quote.id).lines.every((l) => l.unitPrice === 0)).toBe(true);
      expect(screen.queryByText('save your changes to the lines first')).toBeNull();
      await waitFor(() => expect(send).toBeEnabled());
      await user.click(send);

      await waitFor(
        () => expect(stored(quote.id).state).toBe('awaiting_customer_validation'),
        SLOW,
      );
      expect(stored(quote.id).lines.every((l) => l.unitPrice === 100)).toBe(true);
      expect(stored(quote.id).paymentTerm).toBe('payment_at_order_acceptance');
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: `Quotation ${quote.reference}` },
          SLOW,
        ),
      ).toBeInTheDocument();
      const history = screen.getByRole('list', { name: 'History' });
      expect(within(history).getByText('Quotation sent')).toBeInTheDocument();
      expect(within(history).queryByText('Quotation taken back for editing')).toBeNull();
      // The amount sent, through the currency formatter, never "1020.00 EUR".
      const total = formatCurrency(stored(quote.id).totalIncludingTax, {
        currency: quote.currency,
        locale: 'en',
      });
      expect(within(history).getByText(new RegExp(escape(total)))).toBeInTheDocument();
      expect(within(history).queryByText(new RegExp(`\\d\\.\\d{2} ${quote.currency}`))).toBeNull();
      expect(await actionNames(user)).toEqual(['Take back to edit']);
      // Sent: the seller's invoice configuration is copied onto the quote and shown.
      expect(
        await screen.findByText(/^The seller numbers its invoices like RJC-\d{6}-000001$/),
      ).toBeInTheDocument();
    },
  );

  it(
    'keeps what was typed and sends nothing when the save is refused',
    { timeout: 40000 },
    async () => {
      const user = userEvent.setup();
      const quote = fixture('awaiting_for_quotation');
      server.use(
        mock.patch('*/api/quote/:id', () =>
          badRequest({ 'lines.0.unitPrice': ['validator.required'] }),
        ),
      );
      await openQuote(quote.id, 'seller');
      const price = screen.getAllByLabelText(/^Unit price/)[0];
      if (!price) throw new Error('no price');
      await user.clear(price);
      await user.type(price, '42');
      await user.click(screen.getByRole('button', { name: 'Save and send' }));
      await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
      expect(price).toHaveValue('42');
      expect(stored(quote.id).state).toBe('awaiting_for_quotation');
    },
  );

  it('says on the price that amounts and totals stay under 10^9', { timeout: 40000 }, async () => {
    const user = userEvent.setup();
    const quote = fixture('awaiting_for_quotation');
    const before = stored(quote.id).lines[0]?.unitPrice;
    await openQuote(quote.id, 'seller');
    const price = screen.getAllByLabelText(/^Unit price/)[0];
    if (!price) throw new Error('no price');
    await user.clear(price);
    await user.type(price, '1000000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be less than 1,000,000,000')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '999999999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The total must be less than 1,000,000,000'),
    ).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(stored(quote.id).lines[0]?.unitPrice).toBe(before);
  });

  it(
    'puts the server field errors on their fields, the input kept',
    { timeout: 40000 },
    async () => {
      const user = userEvent.setup();
      const quote = fixture('awaiting_for_quotation');
      server.use(
        mock.patch('*/api/quote/:id', () =>
          badRequest({
            'lines.0.unitPrice': ['validator.required'],
            paymentTerm: ['validator.choice'],
          }),
        ),
      );
      await openQuote(quote.id, 'seller');
      const price = screen.getAllByLabelText(/^Unit price/)[0];
      if (!price) throw new Error('no price');
      await user.clear(price);
      await user.type(price, '42');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
      expect(price).toHaveValue('42');
      expect(screen.getByRole('combobox', { name: 'Payment term' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
  );
});
