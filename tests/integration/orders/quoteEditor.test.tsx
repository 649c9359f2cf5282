// The seller's quote editor: one primary action, and feedback that names what happened, once.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { turnoverOfSeller } from '@/mocks/domains/offers';
import { fixture } from '@/mocks/domains/orders/testkit';
import { convert } from '@/mocks/domains/shop';
import { chooseAction } from './quoteActions';
import { openQuote, SLOW, stored } from './quotePage';

/** The filled (contained) buttons on screen: a page offers one primary action (UI.md). */
function filledButtons(): string[] {
  return screen
    .getAllByRole('button')
    .filter((button) => button.classList.contains('MuiButton-contained'))
    .map((button) => button.textContent ?? '');
}

/** The toasts and alerts on screen, by their text. */
const toasts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');

/** Types 100 as every line's unit price, unsaved, then "Save and send" (it saves first). */
async function priceEachLineAndSend(user: ReturnType<typeof userEvent.setup>) {
  for (const price of screen.getAllByLabelText(/^Unit price/)) {
    await user.clear(price);
    await user.type(price, '100');
  }
  const send = screen.getByRole('button', { name: 'Save and send' });
  await waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
}

describe("the seller's quote editor", () => {
  it('has one filled button, "Save and send"; "Save" is outlined', async () => {
    const quote = fixture('awaiting_for_quotation');
    await openQuote(quote.id, 'seller');
    expect(filledButtons()).toEqual(['Save and send']);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveClass('MuiButton-outlined');
  });

  it('says once that the quotation was sent, naming the customer', { timeout: 40000 }, async () => {
    const user = userEvent.setup();
    const quote = fixture('awaiting_for_quotation');
    await openQuote(quote.id, 'seller');
    // Typed and not saved: sending saves first, then sends (two calls, one toast).
    await priceEachLineAndSend(user);

    const sent = `Quotation sent to ${quote.client.name}`;
    await waitFor(() => expect(toasts().some((text) => text.includes(sent))).toBe(true), SLOW);
    expect(quote.client.name).toBe('Alpine Executive Jets');
    expect(stored(quote.id).state).toBe('awaiting_customer_validation');
    expect(toasts().filter((text) => text.includes(sent))).toHaveLength(1);
    expect(toasts().filter((text) => /Successfully/.test(text))).toEqual([]);
  });

  it("refuses a quotation past the offer's turnover, naming the limit and the offer", async () => {
    const user = userEvent.setup();
    const quote = fixture('awaiting_for_quotation');
    const offer = db.offers.find((o) => o.offerReference === 'PRO-QUARTERLY');
    if (!offer) throw new Error("Riviera's offer is seeded");
    // Riviera's turnover so far leaves room for 50 EUR more: the quotation is over 200.
    offer.subscription.maxTurnover = Math.ceil(turnoverOfSeller(2, convert)?.amount ?? 0) + 50;
    await openQuote(quote.id, 'seller');
    await priceEachLineAndSend(user);
    expect(
      await screen.findByText(
        /^Goes past the turnover of [\d,.\s]+ EUR per subscription period that the offer PRO-QUARTERLY allows$/,
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(stored(quote.id).state).toBe('awaiting_for_quotation');
  });

  it('names what a confirmed action did', { timeout: 40000 }, async () => {
    const user = userEvent.setup();
    const quote = fixture('awaiting_customer_validation');
    await openQuote(quote.id, 'seller');
    await chooseAction(user, 'Take back to edit');
    const dialog = await screen.findByRole('dialog', { name: /back to edit/ });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Take back to edit' })).find((button) =>
        dialog.contains(button),
      ) ?? dialog,
    );
    const taken = `${quote.reference} taken back for editing`;
    await waitFor(() => expect(toasts().some((text) => text.includes(taken))).toBe(true), SLOW);
    expect(toasts().filter((text) => /Successfully/.test(text))).toEqual([]);
  });
});
