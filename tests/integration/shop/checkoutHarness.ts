import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { CartEvent } from '@/entities/cart';
import { trip1 } from '@/mocks/domains/shop/testkit';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { renderRoute } from '@tests/utils/renderRoute';
import { cartLine } from '@tests/utils/carts';
import { fill } from '@tests/utils/fill';

/** The checkout's tests: a cart at Nice (fuel and the handling fee) and the steps to pay it. */
export const SLOW = { timeout: 15000 };
export const CART_KEY = 'front-office:cart:1:1';

/** A cart line as the shop leaves it (tests/utils/carts). */
export const line = cartLine;

/** The handling fee's contents as the shop shows them in English (the cart keeps them). */
export const FEE_CONTENTS = [
  { name: 'Marshalling', quantity: 1 },
  { name: 'Ramp fee', quantity: 1 },
  { name: 'Passenger handling', quantity: 1 },
];

export function niceCart(fuelPrice = 1.89): { path: string; cart: CartEvent } {
  const { trip, leg1, nice } = trip1();
  const key = { tripId: trip.id, stepId: leg1.id, eventId: nice.id, airportId: nice.airportId };
  return {
    path: `/shop/checkout/${key.tripId}/${key.stepId}/${key.eventId}/${key.airportId}`,
    cart: {
      key,
      lines: [
        line({
          productId: PRODUCT.rivieraJetA1,
          productName: 'Jet A-1',
          typology: 'fuel',
          unit: 'litre',
          quantity: 1000,
          maxQuantity: 30_000,
          price: { unitPrice: fuelPrice, discountRate: 0, ecotax: 0, vatRate: 20 },
        }),
        line({
          productId: PRODUCT.rivieraHandlingFee,
          productName: 'Handling fee',
          typology: 'mandatory_package',
          contents: FEE_CONTENTS,
        }),
      ],
    },
  };
}

export async function openCheckout(fuelPrice?: number) {
  const { path, cart } = niceCart(fuelPrice);
  localStorage.setItem(CART_KEY, JSON.stringify({ [String(cart.key.eventId)]: cart }));
  const app = await renderRoute(path, { as: 'buyer', preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, SLOW);
  await screen.findByRole('checkbox', { name: /cancellation policies/ }, SLOW);
  return { ...app, cart };
}

export async function chooseNewCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: /Payment method/ }));
  await user.click(await screen.findByRole('option', { name: 'A new card or IBAN' }));
}

export async function payWith(user: ReturnType<typeof userEvent.setup>, number: string) {
  await screen.findByRole('heading', { name: 'Pay' }, SLOW);
  fill(screen.getByLabelText(/Holder name/), 'Camille Laurent');
  await user.type(screen.getByLabelText(/Card number/), number);
  await user.type(screen.getByLabelText(/Expiry date/), '12/30');
  await user.type(screen.getByLabelText(/Security code/), '123');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

/** Opens the checkout and confirms the order with a new card or IBAN: the pay step shows. */
export async function openPayStep(user: ReturnType<typeof userEvent.setup>) {
  const app = await openCheckout();
  await chooseNewCard(user);
  await user.click(screen.getByRole('checkbox', { name: /cancellation policies/ }));
  await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
  await screen.findByRole('heading', { name: 'Pay' }, SLOW);
  return app;
}

/** The policies accepted (once), then "Confirm the order". */
export async function confirmOrder(user: ReturnType<typeof userEvent.setup>) {
  const terms = screen.getByRole('checkbox', { name: /cancellation policies/ });
  if (!terms.matches(':checked')) await user.click(terms);
  await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
}

/** The dialog of what changed since the page was read, which a confirmation answered. */
export function changesDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: 'What you are ordering changed' }, SLOW);
}

/** The quantity cell of the review's line named `name` (the first cell after its name). */
export function quantityOf(name: string): HTMLElement {
  const cell = within(screen.getByRole('row', { name })).getAllByRole('cell')[0];
  if (!cell) throw new Error(`No quantity cell for ${name}`);
  return cell;
}
