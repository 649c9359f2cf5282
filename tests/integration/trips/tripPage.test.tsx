import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartEvent } from '@/entities/cart';
import { db } from '@/mocks/db';
import { airportByIcao } from '@/mocks/domains/airports';
import { trip1 } from '@/mocks/domains/shop/testkit';
import type { FlightStepRecord } from '@/mocks/domains/trips/records';
import { pinDemoClock } from '@tests/utils/demoClock';
import { cartLine } from '@tests/utils/carts';
import { renderRoute } from '@tests/utils/renderRoute';

const RIVIERA = 'Riviera weekend – Lyon, Nice, Geneva';
const LEG_1 = 'Leg 1 · LFLL → LFMN';
const SLOW = { timeout: 15000 };
const CART_KEY = 'front-office:cart:1:1';

async function openTrip(path = '/trips/1') {
  const app = await renderRoute(path, { as: 'buyer', preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: RIVIERA }, SLOW);
  return app;
}

/** A line of the cart as the shop adds it (what matters here is how many there are). */
const line = (productId: number, productName: string) => cartLine({ productId, productName });

const flightLegs = (tripId: number) =>
  (db.trips.find((trip) => trip.id === tripId)?.steps ?? []).filter(
    (step): step is FlightStepRecord => step.className === 'TripFlight',
  );

// The seeded trip on the day these tests were written: planned, first leg on 26 November.
beforeEach(() => pinDemoClock('2026-11-23T09:00:00Z'));

describe('the trip page', { timeout: 40_000 }, () => {
  it('heads the page with the trip, its state, its key facts and the tab named after it', async () => {
    await openTrip();
    const header = screen.getByRole('heading', { level: 1, name: RIVIERA }).closest('header');
    if (!header) throw new Error('no page header');
    expect(within(header).getByText('Planned').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'info',
    );
    // Kind, aircraft with its registration, first departure in UTC, whose trip it is (the
    // hidden commas are what a screen reader pauses on).
    expect(within(header).getByText(/^first departure/).parentElement).toHaveTextContent(
      'Multi-leg · , Alpine One F-HALP · , first departure 26/11/2026, 07:30 UTC · , Alpine Executive Jets',
    );
    expect(document.title).toContain(RIVIERA);
    // Edit is the primary action; the rest waits in the "⋯" menu.
    expect(within(header).getByRole('link', { name: 'Edit the trip' })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'More actions' })).toBeVisible();
  });

  it('shows each leg as a card: both ends, local time with UTC, and a button to the shop', async () => {
    await openTrip();
    const { leg1, nice } = trip1();
    const leg = screen.getByRole('region', { name: LEG_1 });
    const arrival = within(leg).getByRole('region', { name: 'Arrives LFMN' });
    expect(within(leg).getByRole('region', { name: 'Departs LFLL' })).toBeVisible();
    const eta = within(arrival).getByText('ETA', { selector: 'dt' }).nextElementSibling;
    // Nice in November is UTC+1: the local time first, UTC beside it.
    expect(eta).toHaveTextContent('26/11/2026, 09:35 UTC+1· 26/11/2026, 08:35 UTC');
    expect(within(arrival).getByRole('link', { name: 'Add services at LFMN' })).toHaveAttribute(
      'href',
      `/shop/providers/1/${leg1.id}/${nice.id}/${nice.airportId}`,
    );
  });

  it('puts services waiting in a cart first, on the page and on their leg', async () => {
    const { leg1, nice } = trip1();
    const key = { tripId: 1, stepId: leg1.id, eventId: nice.id, airportId: nice.airportId };
    const cart: CartEvent = { key, lines: [line(1, 'Handling'), line(2, 'Catering')] };
    localStorage.setItem(CART_KEY, JSON.stringify({ [String(nice.id)]: cart }));
    await openTrip();
    const checkout = `/shop/checkout/1/${leg1.id}/${nice.id}/${nice.airportId}`;
    const next = screen.getByRole('region', { name: 'Next step' });
    expect(next).toHaveTextContent('2 services in cart at LFMN');
    expect(within(next).getByRole('link', { name: 'Check out' })).toHaveAttribute('href', checkout);
    const arrival = within(screen.getByRole('region', { name: LEG_1 })).getByRole('region', {
      name: 'Arrives LFMN',
    });
    expect(arrival).toHaveTextContent('2 services in cart at LFMN');
    expect(within(arrival).getByRole('link', { name: 'Check out at LFMN' })).toHaveAttribute(
      'href',
      checkout,
    );
  });

  it('asks for the slot an airport requires when nothing waits in a cart', async () => {
    // Every slot asked but Geneva's, on the last leg.
    const legs = flightLegs(1);
    for (const leg of legs) {
      for (const event of [leg.flightDeparture, leg.flightArrival]) {
        event.slot = { ...event.slot, status: 'requested' };
      }
    }
    const last = legs.at(-1);
    if (!last || !airportByIcao('LSGG')?.slotRequired) throw new Error('Geneva takes slots');
    last.flightArrival.slot = { ...last.flightArrival.slot, status: 'not_requested' };
    await openTrip();
    const next = screen.getByRole('region', { name: 'Next step' });
    expect(next).toHaveTextContent('LSGG requires a slot and none has been requested yet.');
    expect(within(next).getByRole('link', { name: 'Request a slot at LSGG' })).toHaveAttribute(
      'href',
      `/submit-slot/1/${last.flightArrival.id}/${last.id}`,
    );
  });

  it('tells the buyer to add a leg to a trip without one', async () => {
    const { trip } = trip1();
    const id = Math.max(...db.trips.map((item) => item.id)) + 1;
    db.trips = [...db.trips, { ...trip, id, name: 'Board visit', steps: [] }];
    await renderRoute(`/trips/${id}`, { as: 'buyer', preferences: { language: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'Board visit' }, SLOW);
    expect(
      within(screen.getByRole('region', { name: 'Next step' })).getByRole('link', {
        name: 'Add a leg',
      }),
    ).toHaveAttribute('href', `/trip-edit/flight/${id}`);
  });
});
