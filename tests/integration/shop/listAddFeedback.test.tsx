// Adding from the fuel and hangar lists says so under the button pressed (the mini-cart with
// "View cart"), not above a list the buyer may have scrolled past.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDateIn } from '@/mocks/db';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { SLOW, nice, open } from './browseHarness';

const checkoutPath = () => {
  const k = nice();
  return `/shop/checkout/${k.tripId}/${k.stepId}/${k.eventId}/${k.airportId}`;
};

/** The mini-cart under `button`, inside `card`: it follows the button, and links to the cart. */
async function miniCartAfter(card: HTMLElement, button: HTMLElement, text: RegExp) {
  const miniCart = await within(card).findByRole('status', {}, SLOW);
  expect(miniCart).toHaveTextContent(text);
  expect(button.compareDocumentPosition(miniCart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const view = within(miniCart).getByRole('link', { name: 'View cart' });
  expect(view).toHaveAttribute('href', checkoutPath());
  return view;
}

const freePeriod = () => ({ startAt: `${isoDateIn(3)}T09:35`, endAt: `${isoDateIn(4)}T10:00` });

describe('add to cart from a list', { timeout: 60_000 }, () => {
  it('fuel: under the offer added, with View cart, and nowhere else', async () => {
    const user = userEvent.setup();
    const k = nice();
    await open(`/fuel/${k.tripId}/${k.eventId}`);
    const offer = await screen.findByRole(
      'article',
      { name: 'Riviera Jet Centre – Jet A-1 into-plane' },
      SLOW,
    );
    await user.type(screen.getByRole('textbox', { name: /Volume/ }), '1000');
    const add = within(offer).getByRole('button', {
      name: 'Add Riviera Jet Centre – Jet A-1 into-plane to the cart',
    });
    await user.click(add);
    const view = await miniCartAfter(offer, add, /^Jet A-1 into-plane was added to the cart\./);
    // One mini-cart on the page: the other offers say nothing.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await user.click(view);
    expect(await screen.findByRole('heading', { level: 1, name: /Checkout/ }, SLOW)).toBeVisible();
  });

  it('hangar search: under the product added, with View cart', async () => {
    const user = userEvent.setup();
    const k = nice();
    localStorage.setItem(`shop.hangarSearch.${k.eventId}`, JSON.stringify(freePeriod()));
    await open(`/hangar/${k.tripId}/${k.eventId}`);
    await screen.findByRole('link', { name: 'Riviera Jet Centre – Hangar' }, SLOW);
    const hangar = screen.getByRole('article', { name: 'Riviera Jet Centre – Hangar' });
    const add = await within(hangar).findByRole('button', { name: 'Add Hangar to the cart' }, SLOW);
    await user.click(add);
    await miniCartAfter(hangar, add, /^Hangar was added to the cart\./);
    const parking = screen.getByRole('article', { name: 'Riviera Jet Centre – Aircraft parking' });
    expect(within(parking).queryByRole('status')).toBeNull();
  });

  it('hangar detail: under the button, after the nights', async () => {
    const user = userEvent.setup();
    const k = nice();
    const { startAt, endAt } = freePeriod();
    await open(
      `/shop/providers/hangarDetail/2/${k.tripId}/${k.stepId}/${k.eventId}/${PRODUCT.rivieraHangar}/${k.airportId}?start_at=${startAt}&end_at=${endAt}`,
    );
    const nights = await screen.findByRole('table', { name: 'Availability per night' }, SLOW);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(add);
    await miniCartAfter(document.body, add, /^Hangar was added to the cart\./);
    expect(nights.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
