import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Trip } from '@/entities/trip';
import { actAs } from '@tests/utils/behindTheScreen';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };
const ALPINE = 1;
const RIVIERA = 2;
const TRIP = 1;

/** Riviera attributes the slot Alpine requested for trip 1's arrival at Nice. */
async function sellerAttributesTheNiceSlot() {
  const trip = await actAs<Trip>('buyer', ALPINE, 'GET', `api/trip/${TRIP}/infos`);
  const arrival = trip.tripSteps.flatMap((step) =>
    step.className === 'TripFlight' &&
    step.flightArrival.airport.icao === 'LFMN' &&
    step.flightArrival.slot.status === 'requested'
      ? [step.flightArrival]
      : [],
  )[0];
  if (!arrival) throw new Error('a requested slot at Nice expected');
  await actAs('seller', RIVIERA, 'PATCH', `api/trip-step/slot/${arrival.id}`, {
    decision: 'submit',
    number: 'LFMN-A-2291',
    attributedAt: '2036-12-04T10:40',
  });
  return trip.name;
}

describe('a slot decision in the bell', () => {
  it("tells the trip's owner who answered which request, and opens the trip", async () => {
    const tripName = await sellerAttributesTheNiceSlot();
    await renderRoute('/', { as: 'buyer', preferences: { language: 'en' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Notifications, / }, SLOW));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, SLOW);
    const list = await within(panel).findByRole('list', { name: 'Notifications' }, SLOW);
    // The newest first: the decision just made.
    const [newest] = within(list).getAllByRole('link');
    // Its sentence, then when (the name goes on with the time).
    const sentence = `Unread: Riviera Jet Centre answered the slot request for ${tripName} (LFMN). `;
    expect(newest).toHaveAccessibleName(expect.stringContaining(sentence));
    expect(newest).toHaveAttribute('href', `/trips/${TRIP}`);
  });

  it('is not news for the provider that decided', async () => {
    await sellerAttributesTheNiceSlot();
    await renderRoute('/', { as: 'seller', preferences: { language: 'en' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Notifications, / }, SLOW));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, SLOW);
    await within(panel).findByRole('list', { name: 'Notifications' }, SLOW);
    expect(within(panel).queryByText(/answered the slot request/)).toBeNull();
  });
});
