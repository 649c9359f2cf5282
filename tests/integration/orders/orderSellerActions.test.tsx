// The seller's actions on an order, and the billing address (the buyer's actions: orderActions).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { fixture } from '@/mocks/domains/orders/testkit';
import { dateTimeDigits } from '@/lib/ui/views/form/testing/dateTimeDigits';
import { actionNames, chooseAction, findAction } from './quoteActions';
import { openQuote, SLOW, stored } from './quotePage';

// A test may move the browser to another time zone (vi.stubEnv('TZ')).
afterEach(() => vi.unstubAllEnvs());

describe('the seller runs an order', () => {
  // The first test of the file also pays for loading the order screen (cold under a busy CI).
  it(
    'cannot invoice before the lines are planned, and says so; then plans and invoices',
    { timeout: 40000 },
    async () => {
      const user = userEvent.setup();
      const quote = fixture('validated', {}, 'not_planned');
      await openQuote(quote.id, 'seller');
      const invoice = await findAction(user, 'Send the invoice');
      expect(invoice).toHaveAttribute('aria-disabled', 'true');
      await user.keyboard('{Escape}');
      expect(
        screen.getByText('invoicing needs service status at least planned'),
      ).toBeInTheDocument();

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
    },
  );

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
    // One toast that says what happened, not "Successfully updated".
    expect(await screen.findByText(`Order ${quote.reference} cancelled`)).toBeInTheDocument();
    expect(screen.queryByText('Successfully updated')).toBeNull();
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
