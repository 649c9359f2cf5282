import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };

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
