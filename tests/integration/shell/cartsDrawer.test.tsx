import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartEvent, CartEventKey, CartLine } from '@/entities/cart';
import { cartLine, checkoutPath, storeCarts } from '@tests/utils/carts';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };

/** Trip 1 "Riviera weekend": leg 1 arrives at Nice (event 2), leg 3 at Geneva (event 5). */
const NICE: CartEventKey = { tripId: 1, stepId: 1, eventId: 2, airportId: 4 };
const GENEVA: CartEventKey = { tripId: 1, stepId: 3, eventId: 5, airportId: 18 };
/** Trip 2 "Farnborough board meeting": leg 4 arrives at event 7. */
const FARNBOROUGH: CartEventKey = { tripId: 2, stepId: 4, eventId: 7, airportId: 23 };

function line(productName: string, addedAt: string, overrides: Partial<CartLine> = {}): CartLine {
  return cartLine({
    id: `${productName}||`,
    addedAt,
    productId: 10206,
    productName,
    price: { unitPrice: 100, discountRate: 0, ecotax: 0, vatRate: 20 },
    ...overrides,
  });
}

const store = (...carts: CartEvent[]) => storeCarts(carts);

async function openDrawer(user: ReturnType<typeof userEvent.setup>, count: string) {
  await user.click(await screen.findByRole('button', { name: `Carts, ${count}` }, SLOW));
  return screen.findByRole('dialog', { name: 'Your carts' });
}

describe('the carts drawer', () => {
  it('counts every cart, lists them by trip and airport, each with its checkout', async () => {
    const user = userEvent.setup();
    store(
      { key: NICE, lines: [line('Handling', '2026-11-20T10:00:00Z', { quantity: 2 })] },
      { key: GENEVA, lines: [line('Taxi to Geneva', '2026-11-20T10:05:00Z')] },
      {
        key: FARNBOROUGH,
        lines: [
          line('Catering', '2026-11-20T11:00:00Z'),
          line('Lounge', '2026-11-20T11:01:00Z', { currency: 'GBP' }),
        ],
      },
    );
    const app = await renderRoute('/', { as: 'buyer', preferences: { language: 'en' } });
    const drawer = await openDrawer(user, '4 lines');

    const riviera = await within(drawer).findByRole(
      'region',
      { name: 'Riviera weekend – Lyon, Nice, Geneva' },
      SLOW,
    );
    const nice = await within(riviera).findByRole('article', { name: /^LFMN · / }, SLOW);
    expect(nice).toHaveTextContent('Handling × 2 · Riviera Jet Centre');
    // 2 × 100 + 20 % VAT.
    expect(nice).toHaveTextContent('Total incl. tax: €240.00');
    expect(within(nice).getByRole('link', { name: /^Check out at LFMN/ })).toHaveAttribute(
      'href',
      checkoutPath(NICE),
    );
    const geneva = within(riviera).getByRole('article', { name: /^LSGG · / });
    expect(geneva).toHaveTextContent('Taxi to Geneva × 1');
    // Nice was filled first, then Geneva: the order the buyer shopped in.
    expect(within(riviera).getAllByRole('article')).toEqual([nice, geneva]);

    const farnborough = within(drawer).getByRole('region', { name: 'Farnborough board meeting' });
    // Two currencies are never added up.
    expect(within(farnborough).getByRole('article')).toHaveTextContent(
      'Total incl. tax: €120.00 + £120.00',
    );

    await user.click(within(geneva).getByRole('link', { name: /^Check out at LSGG/ }));
    await waitFor(() => expect(app.location().pathname).toBe(checkoutPath(GENEVA)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The checkout says the trip's cart at Nice waits, with its link.
    const note = await screen.findByText(/Another cart of this trip waits/, {}, SLOW);
    expect(
      await within(note).findByRole('link', { name: /^LFMN · .* \(1 line\)$/ }, SLOW),
    ).toHaveAttribute('href', checkoutPath(NICE));
  });

  it("after paying one cart, the note leads to the trip's other cart, whose checkout starts afresh", async () => {
    const user = userEvent.setup();
    // At Nice, the catering tray as the shop put it in the cart (its price as the seed's).
    const tray = line('Catering tray (per person)', '2026-11-20T10:00:00Z', {
      id: '10501||',
      productId: 10501,
      provider: { id: 5, name: 'Gourmet Skies' },
      price: { unitPrice: 68, discountRate: 0, ecotax: 0, vatRate: 10 },
    });
    store(
      { key: NICE, lines: [tray] },
      { key: GENEVA, lines: [line('Taxi to Geneva', '2026-11-20T10:05:00Z')] },
    );
    const app = await renderRoute(checkoutPath(NICE), {
      as: 'buyer',
      preferences: { language: 'en' },
    });
    await user.click(await screen.findByRole('checkbox', { name: /cancellation policies/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await screen.findByText('Your order is placed.', {}, SLOW);
    // Paid at Nice: the Geneva cart still waits, and the page says so.
    const note = screen.getByText(/Another cart of this trip waits/);
    await user.click(await within(note).findByRole('link', { name: /^LSGG/ }, SLOW));
    await waitFor(() => expect(app.location().pathname).toBe(checkoutPath(GENEVA)));
    expect(await screen.findByRole('row', { name: 'Taxi to Geneva' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Your order is placed.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carts, 1 line' })).toBeInTheDocument();
  });

  it('says the carts are empty', async () => {
    const user = userEvent.setup();
    await renderRoute('/', { as: 'buyer', preferences: { language: 'en' } });
    const drawer = await openDrawer(user, '0 lines');
    expect(within(drawer).getByRole('status')).toHaveTextContent('Your carts are empty.');
  });

  it('shows no cart to a seller', async () => {
    await renderRoute('/', { as: 'seller', preferences: { language: 'en' } });
    await screen.findByRole('button', { name: /^Organization: / }, SLOW);
    expect(screen.queryByRole('button', { name: /^Carts/ })).not.toBeInTheDocument();
  });
});
