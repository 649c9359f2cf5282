// A new seller's offer choice: the offers' commission as their slices run, their maximum subscription.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { subscribeOrganization } from '@/mocks/domains/offers';
import { renderRoute } from '@tests/utils/renderRoute';
import { EN, registered, setPassword } from './registrationHarness';

/** An organization already subscribed to the offer, which then takes only `max` subscribers. */
function taken(reference: string, max: number) {
  const offer = db.offers.find((o) => o.offerReference === reference);
  if (!offer) throw new Error(`${reference} is seeded`);
  offer.subscription.maximumSubscription = max;
  subscribeOrganization(23, offer);
}

async function offersOfNewSeller() {
  const { token } = await registered('seller');
  await renderRoute(`/register-validate?token=${token}`, EN);
  await screen.findByRole('heading', { level: 1, name: 'Validate your registration' });
  await setPassword();
  await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await screen.findByRole('heading', { level: 2, name: 'Choose your offer' });
}

describe('/register-validate: the commission an offer takes', () => {
  it('reads a sliced offer as the range of its rates, a flat one as its rate', async () => {
    const sliced = db.offers.find((o) => o.offerReference === 'OFF-FIX-BUS');
    if (!sliced) throw new Error('OFF-FIX-BUS is seeded');
    const flat = sliced.slices[0];
    if (!flat) throw new Error('OFF-FIX-BUS has a slice');
    sliced.slices = [
      { ...flat, id: 901, fromAmount: 0, toAmount: 1000, rate: 10 },
      { ...flat, id: 902, fromAmount: 1000, toAmount: null, rate: 2 },
    ];
    await offersOfNewSeller();
    const business = await screen.findByRole('listitem', { name: 'Business' });
    expect(
      within(business).getByText('10 % to 2 % commission per order, decreasing with the amount'),
    ).toBeInTheDocument();
    const essential = screen.getByRole('listitem', { name: 'Essential' });
    expect(within(essential).getByText(/^[\d.]+ % commission per order$/)).toBeInTheDocument();
  });
});

describe('/register-validate: full offers', () => {
  it('shows a full offer as such, with nothing to choose', async () => {
    taken('OFF-FIX-BUS', 1);
    await offersOfNewSeller();
    const business = await screen.findByRole('listitem', { name: 'Business' });
    expect(within(business).getByText('Full: no new subscriber')).toBeInTheDocument();
    expect(within(business).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose the Essential offer' })).toBeEnabled();
  });

  it('says the offer is full, naming it, when it filled up while the seller looked', async () => {
    await offersOfNewSeller();
    const choose = await screen.findByRole('button', { name: 'Choose the Essential offer' });
    taken('OFF-FIX-ESS', 1);
    await userEvent.click(choose);
    // The refusal alone, as the choice's own message (no generic "Client error" around it).
    const refusal = await screen.findByText(
      'The offer OFF-FIX-ESS is full: it takes only 1 subscriber',
    );
    expect(refusal.closest('[role="alert"]')).toHaveTextContent(/^The offer OFF-FIX-ESS is full/);
    expect(screen.queryByText(/^Selected offer/)).not.toBeInTheDocument();
  });
});
