import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FlightStepRecord } from '@/mocks/domains/trips/records';
import { renderRoute } from '@tests/utils/renderRoute';
import { watchToasts } from '@tests/utils/toasts';
import { RIVIERA_ID, SLOW, emptyTrip, fillLeg, openSteps, saveLeg, tripOf } from './stepEditor';

let watch: ReturnType<typeof watchToasts>;
beforeEach(() => {
  watch = watchToasts();
});
afterEach(() => watch.stop());

const legsOf = (tripId: number) =>
  (tripOf(tripId)?.steps ?? []).filter(
    (step): step is FlightStepRecord => step.className === 'TripFlight',
  );

describe('a leg or a trip saved', { timeout: 60_000 }, () => {
  it("says so in one toast naming the leg, no modal, and offers the shop at the leg's airports", async () => {
    const user = userEvent.setup();
    const trip = emptyTrip();
    await openSteps(trip.id, trip.name);
    await fillLeg(user, 'LFLL', 'LSGG', '203701100930', '203701101015');
    await saveLeg(user);
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Leg 1 · LFLL → LSGG' }, SLOW)
    ).closest('li');
    if (!card) throw new Error('the leg has its card');
    await waitFor(() => expect(watch.seen.toasts).toEqual(['Leg LFLL → LSGG added']), SLOW);
    expect(watch.seen.modals).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The next step: buying services at each of its airports, for this trip and leg.
    const [leg] = legsOf(trip.id);
    if (!leg) throw new Error('the leg is saved');
    const geneva = within(card).getByRole('link', { name: 'Add services at LSGG' });
    expect(geneva).toHaveAttribute(
      'href',
      `/shop/providers/${trip.id}/${leg.id}/${leg.flightArrival.id}/${leg.flightArrival.airportId}`,
    );
    expect(within(card).getByRole('link', { name: 'Add services at LFLL' })).toHaveAttribute(
      'href',
      `/shop/providers/${trip.id}/${leg.id}/${leg.flightDeparture.id}/${leg.flightDeparture.airportId}`,
    );
  });

  it('names the leg edited, once', async () => {
    const user = userEvent.setup();
    await openSteps(RIVIERA_ID, 'Riviera weekend – Lyon, Nice, Geneva');
    await user.click(screen.getByRole('button', { name: 'Edit Leg 3 · LFMN → LSGG' }));
    await screen.findByRole('dialog', { name: /^Leg 3/ }, SLOW);
    await saveLeg(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await waitFor(() => expect(watch.seen.toasts).toEqual(['Leg LFMN → LSGG saved']), SLOW);
    expect(watch.seen.modals).toBe(0);
  });

  it('names the trip saved from its name and aircraft, once', async () => {
    const user = userEvent.setup();
    await renderRoute(`/trip-edit/aircraft/${RIVIERA_ID}`, {
      as: 'buyer',
      preferences: { language: 'en' },
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ }, SLOW);
    await waitFor(() => expect(name).toHaveValue('Riviera weekend – Lyon, Nice, Geneva'), SLOW);
    await user.clear(name);
    await user.paste('Riviera long weekend');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(watch.seen.toasts).toEqual(['Trip “Riviera long weekend” saved']),
      SLOW,
    );
    expect(watch.seen.modals).toBe(0);
  });
});
