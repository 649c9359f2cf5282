import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FlightStepRecord } from '@/mocks/domains/trips/records';
import { cancelledQuotesSnapshot } from '@/entities/trip';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import {
  RIVIERA_ID,
  SLOW,
  acknowledge,
  chooseAirport,
  emptyTrip,
  fillLeg,
  openSteps,
  saveLeg,
  toasted,
  tripOf,
  typeTime,
  type User,
} from './stepEditor';

/** Riviera's leg 3 (services ordered at Nice) moved to Cannes: up to its cascade's question. */
async function moveLegThree(user: User) {
  await openSteps(RIVIERA_ID, tripOf(RIVIERA_ID)?.name ?? '');
  await user.click(screen.getByRole('button', { name: 'Edit Leg 3 · LFMN → LSGG' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leg 3' }, SLOW);
  await chooseAirport(user, 'Departure airport', 'LFMD');
  await saveLeg(user);
  const confirm = await screen.findByRole(
    'alertdialog',
    { name: 'Change the airports of this leg?' },
    SLOW,
  );
  return { dialog, confirm };
}

describe('trip create and edit', { timeout: 60_000 }, () => {
  it('creates a trip with its aircraft and goes on to its legs', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/trip-edit', { as: 'buyer', preferences: { language: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'New trip' }, SLOW);
    const before = db.trips.length;
    await user.click(screen.getByRole('textbox', { name: /^Name/ }));
    await user.paste('Ski week in Sion');
    await user.click(screen.getByRole('combobox', { name: /^Trip type/ }));
    await user.click(await screen.findByRole('option', { name: 'Round trip' }));
    await user.click(screen.getByRole('combobox', { name: /^Aircraft/ }));
    await user.click(await screen.findByRole('option', { name: /^F-HBLA/ }));
    await user.click(screen.getByRole('button', { name: 'Create and add the legs' }));
    await acknowledge(user, 'Successfully added');

    await screen.findByRole('heading', { level: 1, name: 'Steps of Ski week in Sion' }, SLOW);
    expect(db.trips).toHaveLength(before + 1);
    const created = db.trips.at(-1);
    expect(created).toMatchObject({
      name: 'Ski week in Sion',
      type: 'round_trip',
      organizationAircraftId: 2,
    });
    expect(app.location().pathname).toBe(`/trip-edit/flight/${created?.id ?? 0}`);
    expect(screen.getByText('This trip has no step yet')).toBeInTheDocument();
  });

  it("changes a trip's name and aircraft, then shows the trip", async () => {
    const user = userEvent.setup();
    const app = await renderRoute(`/trip-edit/aircraft/${RIVIERA_ID}`, {
      as: 'buyer',
      preferences: { language: 'en' },
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ }, SLOW);
    await waitFor(() => expect(name).toHaveValue('Riviera weekend – Lyon, Nice, Geneva'), SLOW);
    await user.clear(name);
    await user.paste('Riviera long weekend');
    await user.click(screen.getByRole('combobox', { name: /^Aircraft/ }));
    await user.click(await screen.findByRole('option', { name: /^F-HCLA/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(app.location().pathname).toBe(`/trip-view/${RIVIERA_ID}`), SLOW);
    expect(tripOf(RIVIERA_ID)).toMatchObject({
      name: 'Riviera long weekend',
      organizationAircraftId: 4,
    });
  });

  it('adds a leg between real airports, typed in local time and shown with UTC', async () => {
    const user = userEvent.setup();
    const trip = emptyTrip();
    await openSteps(trip.id, trip.name);
    await fillLeg(user, 'LFLL', 'LSGG', '203612040930', '203612041015');
    // Lyon in December is UTC+1: the UTC equivalent is shown under the field.
    expect(screen.getByText(/Europe\/Paris \(UTC\+1\) · 04\/12\/2036, 08:30 UTC/)).toBeVisible();
    await user.type(screen.getByLabelText(/^Adults/), '{Backspace}3');
    await user.click(screen.getByRole('button', { name: 'Add a passenger' }));
    const passenger = screen.getByRole('group', { name: 'Passenger 1' });
    await user.type(
      within(passenger).getByRole('textbox', { name: /Passenger name/ }),
      'Anna Keller',
    );
    await user.type(within(passenger).getByRole('combobox', { name: /Nationality/ }), 'Switzer');
    await user.click(await screen.findByRole('option', { name: 'Switzerland' }));
    await saveLeg(user);
    await toasted('Leg LFLL → LSGG added');

    await screen.findByRole('heading', { level: 2, name: 'Leg 1 · LFLL → LSGG' }, SLOW);
    const leg = tripOf(trip.id)?.steps[0] as FlightStepRecord | undefined;
    expect(leg?.flightDeparture.scheduledAt).toBe('2036-12-04T08:30:00.000Z');
    expect(leg?.flightArrival.scheduledAt).toBe('2036-12-04T09:15:00.000Z');
    expect(leg?.adults).toBe(3);
    expect(leg?.passengers).toMatchObject([{ name: 'Anna Keller', nationality: 'CH' }]);
  });

  it("reads ETD and ETA in the airports' zones, not the browser's", async () => {
    // A browser in Paris planning a New York leg on the night Paris skips 02:00-03:00: 02:30
    // exists in New York (EDT since 8 March) and must be read there.
    const browserZone = process.env.TZ;
    process.env.TZ = 'Europe/Paris';
    try {
      const user = userEvent.setup();
      const trip = emptyTrip();
      await openSteps(trip.id, trip.name);
      await fillLeg(user, 'KJFK', 'KBOS', '203703290230', '203703290345');
      expect(
        screen.getByText(/America\/New_York \(UTC-4\) · 29\/03\/2037, 06:30 UTC/),
      ).toBeVisible();
      await saveLeg(user);
      await toasted('Leg KJFK → KBOS added');

      await screen.findByRole('heading', { level: 2, name: 'Leg 1 · KJFK → KBOS' }, SLOW);
      const leg = tripOf(trip.id)?.steps[0] as FlightStepRecord | undefined;
      expect(leg?.flightDeparture.scheduledAt).toBe('2037-03-29T06:30:00.000Z');
      expect(leg?.flightArrival.scheduledAt).toBe('2037-03-29T07:45:00.000Z');
    } finally {
      process.env.TZ = browserZone;
    }
  });

  it('refuses a leg without airports, or arriving before it leaves across time zones', async () => {
    const user = userEvent.setup();
    const trip = emptyTrip();
    await openSteps(trip.id, trip.name);
    await user.click(screen.getByRole('button', { name: 'Add a leg' }));
    await screen.findByRole('dialog', { name: 'New leg' }, SLOW);
    await saveLeg(user);
    expect(await screen.findAllByText('An airport is required', {}, SLOW)).toHaveLength(2);

    // London 10:00 (UTC+0) to Paris 10:30 (UTC+1) lands at 09:30 UTC: before it left.
    await chooseAirport(user, 'Departure airport', 'EGLL');
    await typeTime(user, 'ETD (local time)', '203612041000');
    await chooseAirport(user, 'Arrival airport', 'LFPG');
    await typeTime(user, 'ETA (local time)', '203612041030');
    await saveLeg(user);
    expect(await screen.findByText('Inconsistent date', {}, SLOW)).toBeInTheDocument();
    expect(tripOf(trip.id)?.steps).toHaveLength(0);
  });

  it("puts the server's error on its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const trip = emptyTrip();
    await openSteps(trip.id, trip.name);
    await fillLeg(user, 'LFLL', 'LFLL', '203612040930', '203612041015');
    await saveLeg(user);

    const arrival = within(screen.getByRole('dialog')).getByRole('combobox', {
      name: /^Arrival airport/,
    });
    await waitFor(
      () =>
        expect(arrival).toHaveAccessibleDescription(
          'The arrival airport must differ from the departure airport',
        ),
      SLOW,
    );
    expect(arrival).toHaveValue('LFLL/LYS · Lyon Saint-Exupéry, Lyon');
    expect(
      within(screen.getByRole('dialog')).getByRole('combobox', { name: /^Departure airport/ }),
    ).toHaveValue('LFLL/LYS · Lyon Saint-Exupéry, Lyon');
    expect(tripOf(trip.id)?.steps).toHaveLength(0);
  });

  it('asks before moving a leg with ordered services, then shows the cancelled quotes', async () => {
    const user = userEvent.setup();
    const { confirm } = await moveLegThree(user);
    const listed = within(confirm)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed.length).toBeGreaterThan(0);
    listed.forEach((line) => expect(line).toMatch(/· LFMN$/));
    await user.click(within(confirm).getByRole('button', { name: 'Change the airports' }));

    const notice = await screen.findByRole('list', { name: 'Quotes cancelled' }, SLOW);
    expect(within(notice).getAllByRole('listitem').length).toBeGreaterThanOrEqual(listed.length);
    expect(screen.getByRole('heading', { level: 2, name: 'Leg 3 · LFMD → LSGG' })).toBeVisible();
    expect(cancelledQuotesSnapshot()).toMatchObject({ tripId: RIVIERA_ID });
    expect(cancelledQuotesSnapshot().quotes.length).toBeGreaterThan(0);
  });

  it('sends nothing and keeps the leg as typed when the move is not confirmed', async () => {
    const user = userEvent.setup();
    const before = cancelledQuotesSnapshot();
    const { dialog, confirm } = await moveLegThree(user);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(within(dialog).getByRole('combobox', { name: /^Departure airport/ })).toHaveDisplayValue(
      /^LFMD/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Leg 3 · LFMN → LSGG' })).toBeVisible();
    expect(cancelledQuotesSnapshot()).toEqual(before);
  });

  it('removes a step after a confirmation listing what it cancels', async () => {
    const user = userEvent.setup();
    const riviera = tripOf(RIVIERA_ID);
    await openSteps(RIVIERA_ID, riviera?.name ?? '');
    const transfer = screen.getByRole('heading', { level: 2, name: /^Transfer 2 · LFMN →/ });
    await user.click(screen.getByRole('button', { name: `Delete ${transfer.textContent ?? ''}` }));
    const confirm = await screen.findByRole('alertdialog', { name: /^Remove Transfer 2/ }, SLOW);
    expect(within(confirm).getAllByRole('listitem')[0]).toHaveTextContent(/Azur Heli Services/);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /^Transfer 2/ })).not.toBeInTheDocument(),
    );
    expect(tripOf(RIVIERA_ID)?.steps.some((step) => step.className === 'TripTransfer')).toBe(false);
    expect(await screen.findByRole('list', { name: 'Quotes cancelled' })).toHaveTextContent(/AHS-/);
  });

  it('speaks French, business errors included', async () => {
    const user = userEvent.setup();
    const trip = emptyTrip();
    await renderRoute(`/trip-edit/flight/${trip.id}`, {
      as: 'buyer',
      preferences: { language: 'fr' },
    });
    await screen.findByRole('heading', { level: 1, name: `Étapes de ${trip.name}` }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Ajouter une étape' }));
    await screen.findByRole('dialog', { name: 'Nouvelle étape' }, SLOW);
    await user.click(screen.getByRole('button', { name: "Enregistrer l'étape" }));
    expect(await screen.findAllByText('Un aéroport est requis', {}, SLOW)).toHaveLength(2);
  });
});
