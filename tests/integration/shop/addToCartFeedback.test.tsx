// Add to cart says so under the button (the mini-cart), and the shop's cart button and the top
// bar's cart count from one source.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { cartLine, storeCarts } from '@tests/utils/carts';
import { SLOW, nice, open, shopPath } from './browseHarness';

describe('adding to the cart', () => {
  it('names what was added, the mandatory fee the cart added, and opens the cart', async () => {
    const user = userEvent.setup();
    await open(shopPath('/shop/service/2', `/${PRODUCT.rivieraHandling}`));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }, SLOW));
    const text = await screen.findByText(/was added to the cart/, undefined, SLOW);
    const miniCart = text.closest<HTMLElement>('[role="status"]');
    if (miniCart === null) throw new Error('The mini-cart is not a status');
    expect(miniCart).toHaveTextContent(
      'Ground handling (per turnaround) was added to the cart. FBO handling fee added, mandatory at this airport.',
    );
    // The shop's button and the top bar count the same two lines.
    expect(screen.getByRole('link', { name: 'Cart at LFMN, 2 lines' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carts, 2 lines' })).toBeInTheDocument();

    await user.click(within(miniCart).getByRole('link', { name: 'View cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Checkout/ }, SLOW)).toBeVisible();
  });

  it('says nothing of a fee the cart already holds', async () => {
    const user = userEvent.setup();
    await open(shopPath('/shop/service/2', `/${PRODUCT.rivieraHandling}`));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }, SLOW));
    await screen.findByText(/FBO handling fee added/);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Ground handling (per turnaround) was added to the cart.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/FBO handling fee added/)).not.toBeInTheDocument();
  });

  it('names the airport of its cart when another airport’s cart holds lines', async () => {
    const geneva = { tripId: 1, stepId: 3, eventId: 5, airportId: 18 };
    storeCarts([{ key: geneva, lines: [cartLine({ productId: 10206, productName: 'Taxi' })] }]);
    await open(shopPath('/shop/service/5', `/${PRODUCT.gourmetTray}`));
    expect(nice().eventId).not.toBe(geneva.eventId);
    // This event's cart is empty, every cart holds one line: each button says which it counts.
    expect(await screen.findByRole('link', { name: 'Cart at LFMN, 0 lines' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carts, 1 line' })).toBeInTheDocument();
  });
});
