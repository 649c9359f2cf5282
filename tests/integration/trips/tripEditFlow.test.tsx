import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FlightStepRecord } from '@/mocks/domains/trips/records';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import {
  SLOW,
  acknowledge,
  chooseAirport,
  fillLeg,
  saveLeg,
  toasted,
  typeTime,
  type User,
} from './stepEditor';

/** Creates "Ski week in Sion" from /trip-edit: the standalone creation, its modal read. */
async function createTrip(user: User) {
  await renderRoute('/trip-edit', { as: 'buyer', preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'New trip' }, SLOW);
  await user.click(screen.getByRole('textbox', { name: /^Name/ }));
  await user.paste('Ski week in Sion');
  await user.click(screen.getByRole('combobox', { name: /^Trip type/ }));
  await user.click(await screen.findByRole('option', { name: 'Multi-leg' }));
  await user.click(screen.getByRole('button', { name: 'Create and add the legs' }));
  await acknowledge(user, 'Successfully added');
  await screen.findByRole('heading', { level: 1, name: 'Steps of Ski week in Sion' }, SLOW);
}

const legsOf = (name: string) =>
  (db.trips.find((trip) => trip.name === name)?.steps ?? []).filter(
    (step): step is FlightStepRecord => step.className === 'TripFlight',
  );

describe('the trip editor flow', { timeout: 90_000 }, () => {
  it('creates a trip with two legs behind one modal: each leg confirms with a toast, the second starting where the first landed', async () => {
    const user = userEvent.setup();
    let modals = 0;
    const count = new MutationObserver(() => {
      if (screen.queryByRole('dialog', { name: 'Success' })) modals += 1;
    });
    count.observe(document.body, { childList: true, subtree: true });
    try {
      await createTrip(user);
      const afterCreation = modals;
      expect(afterCreation).toBeGreaterThan(0);

      // Leg 1: Lyon to Geneva, three adults, one of them named.
      await fillLeg(user, 'LFLL', 'LSGG', '203701100930', '203701101015');
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

      // Leg 2 starts at Geneva with the same people on board.
      await user.click(screen.getByRole('button', { name: 'Add a leg' }));
      const dialog = await screen.findByRole('dialog', { name: 'New leg' }, SLOW);
      expect(within(dialog).getByRole('combobox', { name: /^Departure airport/ })).toHaveValue(
        'LSGG/GVA · Geneva, Geneva',
      );
      expect(within(dialog).getByLabelText(/^Adults/)).toHaveValue('3');
      const carried = within(dialog).getByRole('group', { name: 'Passenger 1' });
      expect(within(carried).getByRole('textbox', { name: /Passenger name/ })).toHaveValue(
        'Anna Keller',
      );
      await typeTime(user, 'ETD (local time)', '203701121400');
      await chooseAirport(user, 'Arrival airport', 'LFLL');
      await typeTime(user, 'ETA (local time)', '203701121445');
      await saveLeg(user);
      await screen.findByRole('heading', { level: 2, name: 'Leg 2 · LSGG → LFLL' }, SLOW);
      await toasted('Leg LSGG → LFLL added');

      // One modal in all: the trip's creation.
      expect(modals).toBe(afterCreation);
      const [first, second] = legsOf('Ski week in Sion');
      expect(second?.flightDeparture.airportId).toBe(first?.flightArrival.airportId);
      expect(second?.adults).toBe(3);
      // The passenger travels on, saved as the second leg's own.
      expect(second?.passengers).toMatchObject([{ name: 'Anna Keller', nationality: 'CH' }]);
      expect(second?.passengers[0]?.id).not.toBe(first?.passengers[0]?.id);
    } finally {
      count.disconnect();
    }
  });
});
