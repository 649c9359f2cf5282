import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { badRequest } from '@/mocks/api/responses';
import { server } from '@/mocks/node';
import type { CartEvent } from '@/entities/cart';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { organizationSelected } from '@/lib/auth/organizationSlice';
import { renderRoute } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';
import {
  CART_KEY,
  SLOW,
  chooseNewCard,
  line,
  niceCart,
  openCheckout,
  payWith,
} from './checkoutHarness';

describe('checkout', () => {
  it('asks for the terms on their field', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    expect(
      await screen.findByText('You must accept the terms of service', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('pays with a new demo card, clears the cart and lists the orders', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await chooseNewCard(user);
    await user.click(screen.getByRole('checkbox', { name: /cancellation policies/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await payWith(user, '4242424242424242');
    await screen.findByText('Your order is placed.', {}, SLOW);
    const orders = screen.getByRole('list', { name: 'Orders and quotation requests' });
    expect(within(orders).getAllByRole('listitem')[0]).toHaveTextContent(
      /Riviera Jet Centre · Validated/,
    );
    await waitFor(() => expect(localStorage.getItem(CART_KEY)).toBeNull());
  });

  it('shows the payment error on a declined card and keeps the cart', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await chooseNewCard(user);
    await user.click(screen.getByRole('checkbox', { name: /cancellation policies/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await payWith(user, '4000000000000002');
    expect(
      await screen.findByText('The payment failed: your cart is kept. Try another payment method.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your order is placed.')).toBeNull();
    expect(localStorage.getItem(CART_KEY)).toContain('Jet A-1');
  });

  it('totals each currency apart', async () => {
    const { path, cart } = niceCart();
    cart.lines.push(
      line({
        productId: PRODUCT.gourmetTray,
        productName: 'Catering tray',
        provider: { id: 5, name: 'Gourmet Skies' },
        quantity: 2,
        currency: 'CHF',
        price: { unitPrice: 100, discountRate: 10, ecotax: 0, vatRate: 8.1 },
      }),
    );
    localStorage.setItem(CART_KEY, JSON.stringify({ [String(cart.key.eventId)]: cart }));
    await renderRoute(path, { as: 'buyer', preferences: { language: 'en' } });
    const grand = await screen.findByRole('region', { name: 'Order summary' }, SLOW);
    expect(grand).toHaveTextContent(/Total incl\. tax\s*€2,484\.00/);
    // 200 − 20 = 180 excl.; VAT 14.58; 194.58 incl.
    expect(grand).toHaveTextContent(/Total incl\. tax\s*CHF 194\.58/);
  });

  it("says a quantity above the product's maximum on its field and keeps the cart's", async () => {
    const user = userEvent.setup();
    await openCheckout();
    const fuel = within(screen.getByRole('row', { name: 'Jet A-1' }));
    const quantity = fuel.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.paste('1e300');
    expect(fuel.getByText(/^Must be between 1 and 30.?000$/)).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    const stored = JSON.parse(localStorage.getItem(CART_KEY) ?? '{}') as Record<string, CartEvent>;
    const lines = Object.values(stored)[0]?.lines ?? [];
    expect(lines.find((l) => l.productId === PRODUCT.rivieraJetA1)?.quantity).toBe(1000);
  });

  it('keeps a changed quantity across a reload', async () => {
    const user = userEvent.setup();
    const first = await openCheckout();
    const quantity = within(screen.getByRole('row', { name: 'Jet A-1' })).getByRole('spinbutton', {
      name: 'Quantity',
    });
    await user.clear(quantity);
    await user.type(quantity, '1200');
    first.unmount();
    await renderRoute(niceCart().path, { as: 'buyer', preferences: { language: 'en' } });
    const again = await screen.findByRole('row', { name: 'Jet A-1' }, SLOW);
    // 1200 × 1.89 excl. tax.
    expect(again).toHaveTextContent('€2,268.00');
  });

  it('pays by a saved SEPA debit once its terms are accepted', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await user.click(screen.getByRole('combobox', { name: /Payment method/ }));
    await user.click(await screen.findByRole('option', { name: /SEPA debit/ }));
    await user.click(screen.getByRole('checkbox', { name: /cancellation policies/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    expect(
      await screen.findByText('You must accept the SEPA direct debit terms', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/debit notice 2 days before/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /SEPA direct debit terms/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await screen.findByText('Your order is placed.', {}, SLOW);
  });

  it('pays by a new IBAN once the SEPA terms are accepted with the order', async () => {
    const user = userEvent.setup();
    await openCheckout();
    await chooseNewCard(user);
    await user.click(screen.getByRole('checkbox', { name: /cancellation policies/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    const payIban = async () => {
      await screen.findByRole('heading', { name: 'Pay' }, SLOW);
      await user.click(screen.getByRole('radio', { name: 'SEPA Direct Debit' }));
      fill(screen.getByLabelText(/Holder name/), 'Camille Laurent');
      await user.type(screen.getByLabelText(/^IBAN/), 'DE89 3704 0044 0532 0130 00');
      await user.click(screen.getByRole('button', { name: /^Pay / }));
    };
    // Without the terms the debit is refused, and the page says what to do.
    await payIban();
    expect(await screen.findByText(/tick the box accepting its terms/, {}, SLOW)).toBeVisible();
    await user.click(
      screen.getByRole('checkbox', { name: 'I accept the SEPA direct debit terms' }),
    );
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    // The debit is processing for days: the order stands.
    await screen.findByText('Your order is placed.', {}, SLOW);
  });

  it.each([
    ['approved', 'Complete authentication', true],
    ['refused', 'Fail authentication', false],
  ])('3-D Secure %s', async (_name, answer, placed) => {
    const user = userEvent.setup();
    await openCheckout();
    await chooseNewCard(user);
    await user.click(screen.getByRole('checkbox', { name: /cancellation policies/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await payWith(user, '4000002500003155');
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: answer }));
    if (placed) {
      await screen.findByText('Your order is placed.', {}, SLOW);
    } else {
      expect(await screen.findByText(/The payment failed/, {}, SLOW)).toBeInTheDocument();
      expect(localStorage.getItem(CART_KEY)).toContain('Jet A-1');
    }
  });

  it('creates one order on two fast clicks', async () => {
    const user = userEvent.setup();
    await openCheckout();
    const before = db.quotes.length;
    await user.click(screen.getByRole('checkbox', { name: /cancellation policies/ }));
    const submit = screen.getByRole('button', { name: 'Confirm the order' });
    await user.dblClick(submit);
    await screen.findByText('Your order is placed.', {}, SLOW);
    const orders = screen.getByRole('list', { name: 'Orders and quotation requests' });
    expect(within(orders).getAllByRole('listitem')).toHaveLength(1);
    expect(db.quotes.length - before).toBe(1);
  });

  it('orders the same services again at the same event as a new order', async () => {
    const user = userEvent.setup();
    const before = db.quotes.length;
    const order = async () => {
      const app = await openCheckout();
      await user.click(screen.getByRole('checkbox', { name: /cancellation policies/ }));
      await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
      await screen.findByText('Your order is placed.', {}, SLOW);
      const orders = screen.getByRole('list', { name: 'Orders and quotation requests' });
      const placed = within(orders).getByRole('listitem').textContent;
      app.unmount();
      return placed;
    };
    const first = await order();
    const second = await order();
    expect(second).not.toBe(first);
    expect(db.quotes.length - before).toBe(2);
  });

  it('puts a server field error on its field and keeps the input', async () => {
    const user = userEvent.setup();
    server.use(
      mock.post('*/api/shop/checkout', () => badRequest({ paymentTerm: ['validator.choice'] })),
    );
    await openCheckout();
    await user.click(screen.getByRole('combobox', { name: /Payment term/ }));
    await user.click(await screen.findByRole('option', { name: 'Payment at invoice creation' }));
    await user.click(screen.getByRole('checkbox', { name: /cancellation policies/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    expect(
      await screen.findByText('Must be one of the proposed choices', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Payment term/ })).toHaveTextContent(
      'Payment at invoice creation',
    );
    expect(screen.getByRole('checkbox', { name: /cancellation policies/ })).toBeChecked();
  });

  it('re-reads the price of a line a trip cascade put back', async () => {
    const { path, cart } = niceCart();
    const [fuel] = cart.lines;
    if (!fuel) throw new Error('no fuel line');
    cart.lines = [
      {
        ...fuel,
        currency: '',
        restoredFrom: 'RJC-2026-000099',
        price: { unitPrice: null, discountRate: 0, ecotax: 0, vatRate: 0 },
      },
    ];
    localStorage.setItem(CART_KEY, JSON.stringify({ [String(cart.key.eventId)]: cart }));
    await renderRoute(path, { as: 'buyer', preferences: { language: 'en' } });
    const line = await screen.findByRole('row', { name: 'Jet A-1' }, SLOW);
    expect(line).toHaveTextContent('Put back from the cancelled quote RJC-2026-000099');
    // Re-read at €1.89: 1,890.00 excl. tax.
    await waitFor(() => expect(line).toHaveTextContent('€1,890.00'), SLOW);
  });

  it("shows the selected organization's carts after a switch", async () => {
    const { store } = await openCheckout();
    act(() => {
      store.dispatch(organizationSelected({ id: 77, name: 'Another organization' }));
    });
    expect(
      await screen.findByText('The cart of this event is empty.', {}, SLOW),
    ).toBeInTheDocument();
    act(() => {
      store.dispatch(organizationSelected({ id: 1, name: 'Alpine Executive Jets' }));
    });
    expect(await screen.findByRole('row', { name: 'Jet A-1' }, SLOW)).toBeInTheDocument();
  });
});
