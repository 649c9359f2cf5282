import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { PLACE } from '@/mocks/domains/places';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { trip1 } from '@/mocks/domains/shop/testkit';
import { renderRoute } from '@tests/utils/renderRoute';
import { SLOW, changesDialog } from './checkoutHarness';

describe('helicopter shop', () => {
  it('goes from the trip to an operator, an offer and an order', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    await renderRoute('/trips/1', { as: 'buyer', preferences: { language: 'en' } });
    await user.click(await screen.findByRole('link', { name: 'Book a helicopter transfer' }, SLOW));
    const azur = await screen.findByRole('region', { name: 'Azur Heli Services' }, SLOW);
    await user.click(within(azur).getByRole('link', { name: 'Monaco Heliport · Private' }));
    await screen.findByRole('heading', { level: 1, name: 'Helicopter offers' }, SLOW);
    const offer = await screen.findByRole('listitem', { name: 'Airbus H130 3A-MXA' }, SLOW);
    // Its departure names its zone.
    const departure = /Azur Heli Services · \d\d\/\d\d\/\d{4}, \d\d:\d\d UTC$/;
    expect(within(offer).getByText(departure)).toBeVisible();
    await user.click(within(offer).getByRole('link', { name: 'Choose' }));
    const review = await screen.findByLabelText('Chosen offer', {}, SLOW);
    expect(review).toHaveTextContent('Airbus H130 · 3A-MXA · Monaco Heliport');
    expect(within(review).getByText(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d UTC$/)).toBeVisible();
    await user.click(await screen.findByRole('checkbox', { name: /cancellation policies/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await screen.findByText('Your order is placed.', {}, SLOW);
    const orders = screen.getByRole('list', { name: 'Orders and quotation requests' });
    expect(within(orders).getByRole('listitem')).toHaveTextContent('Azur Heli Services');
  });
});

describe('a helicopter order', () => {
  it('shows a price changed since the offer was read, and charges it once accepted', async () => {
    const user = userEvent.setup();
    const { trip, heli } = trip1();
    const path =
      `/shop/service/helicopter/trip/${trip.id}/step/${heli.id}/event/${heli.transferDeparture.id}` +
      `/organization/3/${PLACE.monacoHeliport}/shared/validate?offerId=${PRODUCT.azurMonacoShared}`;
    await renderRoute(path, { as: 'buyer', preferences: { language: 'en' } });
    // 3 seats × €165, VAT 10 %.
    const review = await screen.findByLabelText('Chosen offer', {}, SLOW);
    expect(review).toHaveTextContent('Total incl. tax: €544.50');
    const shuttle = db.shopProducts.find((p) => p.id === PRODUCT.azurMonacoShared);
    if (!shuttle) throw new Error('no shuttle');
    shuttle.unitPrice = 180;
    await user.click(await screen.findByRole('checkbox', { name: /cancellation policies/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    const dialog = await changesDialog();
    expect(dialog).toHaveTextContent(/Unit price\s*was €165\.00\s*→\s*,?\s*now €180\.00/);
    expect(dialog).toHaveTextContent(/Total incl\. tax\s*was €544\.50\s*→\s*,?\s*now €594\.00/);
    await user.click(within(dialog).getByRole('button', { name: 'Accept the new values' }));
    await waitFor(() => expect(review).toHaveTextContent('Total incl. tax: €594.00'), SLOW);
    await user.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await screen.findByText('Your order is placed.', {}, SLOW);
    expect(db.quotes.at(-1)?.totalIncludingTax).toBe(594);
  });
});
