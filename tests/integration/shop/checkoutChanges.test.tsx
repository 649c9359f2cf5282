import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartEvent } from '@/entities/cart';
import { db, isoDateIn } from '@/mocks/db';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { renderRoute } from '@tests/utils/renderRoute';
import {
  CART_KEY,
  SLOW,
  changesDialog,
  confirmOrder,
  line,
  niceCart,
  openCheckout,
  quantityOf,
} from './checkoutHarness';

/**
 * The checkout charges what the buyer saw (DECISIONS.md "Catalogue"): when the API answers what
 * changed instead of an order, the page shows it and asks again.
 */

/** The Nice cart with Riviera's hangar: 5 slices × 2 nights for the Falcon 7X at €95. */
async function openHangarCheckout() {
  const { path, cart } = niceCart();
  const [, fee] = cart.lines;
  if (!fee) throw new Error('no fee line');
  const period = { startAt: `${isoDateIn(3)}T09:35`, endAt: `${isoDateIn(5)}T10:00` };
  cart.lines = [
    line({
      id: `${PRODUCT.rivieraHangar}||${period.startAt}~${period.endAt}|`,
      productId: PRODUCT.rivieraHangar,
      productName: 'Hangar',
      typology: 'hangar',
      unit: 'slice_night',
      quantity: 10,
      price: { unitPrice: 95, discountRate: 0, ecotax: 0, vatRate: 20 },
      period: { ...period, slices: 5, nights: 2 },
    }),
    fee,
  ];
  localStorage.setItem(CART_KEY, JSON.stringify({ [String(cart.key.eventId)]: cart }));
  await renderRoute(path, { as: 'buyer', preferences: { language: 'en' } });
  await screen.findByRole('checkbox', { name: /cancellation policies/ }, SLOW);
  // Then a validated capacity change lands: 1,000 slices of 1 m² (608 for the Falcon 7X).
  const hangar = db.shopProducts.find((p) => p.id === PRODUCT.rivieraHangar);
  if (!hangar?.slices) throw new Error('no hangar slices');
  hangar.slices = { ...hangar.slices, total: 1000, sliceAreaM2: 1 };
}

function storedCart(): CartEvent | undefined {
  const stored = JSON.parse(localStorage.getItem(CART_KEY) ?? '{}') as Record<string, CartEvent>;
  return Object.values(stored)[0];
}

describe('the checkout’s change dialog', () => {
  it('shows a quantity change, and orders the new values once accepted and confirmed', async () => {
    const user = userEvent.setup();
    await openHangarCheckout();
    const before = db.quotes.length;
    await confirmOrder(user);
    const dialog = await changesDialog();
    expect(dialog).toHaveTextContent('Nothing was ordered or charged');
    const hangar = within(dialog).getByRole('listitem', { name: 'Hangar' });
    // The old figure struck through, the new one marked: each named, not only coloured.
    expect(hangar).toHaveTextContent(/Quantity\s*was 10\s*→\s*,?\s*now 1,216/);
    expect(hangar.querySelector('del')).toHaveTextContent('was 10');
    expect(hangar.querySelector('ins')).toHaveTextContent('now 1,216');
    expect(within(dialog).getByRole('listitem', { name: 'Grand total' })).toHaveTextContent(
      /Total incl\. tax\s*was €1,356\.00\s*→\s*,?\s*now €138,840\.00/,
    );
    expect(db.quotes).toHaveLength(before);

    await user.click(within(dialog).getByRole('button', { name: 'Accept the new values' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was charged');
    // The review shows what the next confirmation sends: 1,216 × €95 + the fee.
    expect(quantityOf('Hangar')).toHaveTextContent(/^1216$/);
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      /Total incl\. tax\s*€138,840\.00/,
    );
    expect(db.quotes).toHaveLength(before);

    await confirmOrder(user);
    await screen.findByText('Your order is placed.', {}, SLOW);
    const order = db.quotes.at(-1);
    expect(order?.lines[0]).toMatchObject({ productId: PRODUCT.rivieraHangar, quantity: 1216 });
    expect(order?.totalIncludingTax).toBe(138840);
  });

  it('keeps the cart as it was when the buyer declines, and orders nothing', async () => {
    const user = userEvent.setup();
    await openHangarCheckout();
    const before = db.quotes.length;
    await confirmOrder(user);
    const dialog = await changesDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my cart as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was ordered');
    expect(quantityOf('Hangar')).toHaveTextContent(/^10$/);
    expect(storedCart()?.lines.find((l) => l.productId === PRODUCT.rivieraHangar)?.quantity).toBe(
      10,
    );
    expect(db.quotes).toHaveLength(before);
    expect(db.checkouts).toHaveLength(0);
  });

  it('shows a unit price change and puts the new price in the cart once accepted', async () => {
    const user = userEvent.setup();
    await openCheckout(1.5);
    await confirmOrder(user);
    const dialog = await changesDialog();
    expect(within(dialog).getByRole('listitem', { name: 'Jet A-1' })).toHaveTextContent(
      /Unit price\s*was €1\.50\s*→\s*,?\s*now €1\.89/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept the new values' }));
    expect(screen.getByRole('row', { name: 'Jet A-1' })).toHaveTextContent('€1,890.00');
  });
});
