import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { CartEvent } from '@/entities/cart';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { trip1 } from '@/mocks/domains/shop/testkit';
import { cartLine, storeCarts } from '@tests/utils/carts';
import { renderRoute } from '@tests/utils/renderRoute';
import { FEE_CONTENTS } from './checkoutHarness';

const SLOW = { timeout: 15000 };

function niceCart(): CartEvent {
  const { trip, leg1, nice } = trip1();
  return {
    key: { tripId: trip.id, stepId: leg1.id, eventId: nice.id, airportId: nice.airportId },
    lines: [
      cartLine({
        productId: PRODUCT.rivieraHandlingFee,
        productName: 'Handling fee',
        typology: 'mandatory_package',
        contents: FEE_CONTENTS,
      }),
    ],
  };
}

describe('after a checkout', () => {
  it('"Back to the trip" shows the new order without a reload', async () => {
    const user = userEvent.setup();
    const cart = niceCart();
    storeCarts([cart]);
    const { trip } = trip1();
    // The trip page first: its data is in the cache when the buyer comes back to it.
    const app = await renderRoute(`/trips/${trip.id}`, {
      as: 'buyer',
      preferences: { language: 'en' },
    });
    await screen.findByRole('heading', { level: 1, name: new RegExp(trip.name) }, SLOW);
    await screen.findAllByText(/Riviera Jet Centre/, {}, SLOW);

    const { tripId, stepId, eventId, airportId } = cart.key;
    await act(() =>
      app.router.navigate(`/shop/checkout/${tripId}/${stepId}/${eventId}/${airportId}`),
    );
    await user.click(await screen.findByRole('checkbox', { name: /cancellation policies/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await screen.findByText('Your order is placed.', {}, SLOW);
    const orders = screen.getByRole('list', { name: 'Orders and quotation requests' });
    const reference = within(orders).getByRole('listitem').textContent?.split(' · ')[0] ?? '';
    expect(reference).not.toBe('');
    // Not on the trip page yet: it was read before the order.
    await user.click(screen.getByRole('link', { name: 'Back to the trip' }));
    await waitFor(() => expect(app.location().pathname).toBe(`/trips/${trip.id}`));
    await screen.findByRole('heading', { level: 1, name: new RegExp(trip.name) }, SLOW);
    expect(screen.queryByRole('list', { name: 'Orders and quotation requests' })).toBeNull();
    expect(
      await screen.findByText(new RegExp(`^${reference} · Riviera Jet Centre`), {}, SLOW),
    ).toBeInTheDocument();
  });
});
