import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';
import { db } from '@/mocks/db';
import type { FlightStepRecord, TripEventRecord } from '@/mocks/domains/trips';

const RIVIERA_TRIP = 'Riviera weekend – Lyon, Nice, Geneva';
const en = { preferences: { language: 'en' as const } };

interface Leg {
  tripId: number;
  leg: FlightStepRecord;
  event: TripEventRecord;
}

/** The Riviera weekend's Lyon → Nice leg, at Nice (4 passengers, a filed flight plan). */
function rivieraArrival(): Leg {
  const trip = db.trips.find((t) => t.name === RIVIERA_TRIP);
  const leg = trip?.steps[0];
  if (trip === undefined || leg?.className !== 'TripFlight') throw new Error('no Riviera leg');
  return { tripId: trip.id, leg, event: leg.flightArrival };
}

function unvalidatedMovement(): Leg {
  for (const trip of db.trips) {
    if (trip.organizationId !== 1) continue;
    for (const leg of trip.steps) {
      if (leg.className !== 'TripFlight' || leg.cancelled) continue;
      for (const event of [leg.flightDeparture, leg.flightArrival]) {
        if (!event.airportValidated) return { tripId: trip.id, leg, event };
      }
    }
  }
  throw new Error('no movement to validate');
}

const pathOf = ({ tripId, leg, event }: Leg) => `/airport/${tripId}/${event.id}/${leg.id}`;

function storedLeg(legId: number): FlightStepRecord | undefined {
  for (const trip of db.trips) {
    for (const step of trip.steps) {
      if (step.id === legId && step.className === 'TripFlight') return step;
    }
  }
  return undefined;
}

async function openRivieraArrival() {
  const target = rivieraArrival();
  await renderRoute(pathOf(target), { as: 'buyer', ...en });
  await screen.findByRole('heading', { level: 1, name: /^Arrival at LFMN — / });
  return target;
}

describe('a leg at its airport', { timeout: 30_000 }, () => {
  it('shows the airport, its local time zone and the leg’s passengers', async () => {
    await openRivieraArrival();
    expect(await screen.findByText('Europe/Paris')).toBeInTheDocument();
    // Nice is 4 m above the sea: in feet as pilots read it, the metres beside in metric.
    expect(screen.getByText('13 ft (4 m)')).toBeInTheDocument();
    const passengers = await screen.findByRole('table', { name: 'Passengers (4)' });
    expect(within(passengers).getByText('Victoria Hamilton')).toBeInTheDocument();
    expect(within(passengers).getByText('Amélie Durand')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Prior permission (PPR) at LFMN' }),
    ).toBeInTheDocument();
  });

  it('validates the airport of a movement', async () => {
    const user = userEvent.setup();
    const target = unvalidatedMovement();
    await renderRoute(pathOf(target), { as: 'buyer', ...en });
    await user.click(await screen.findByRole('button', { name: 'Validate the airport' }));
    expect(await screen.findByText('Airport validated')).toBeInTheDocument();
    const leg = storedLeg(target.leg.id);
    const event = [leg?.flightDeparture, leg?.flightArrival].find((e) => e?.id === target.event.id);
    expect(event?.airportValidated).toBe(true);
  });

  it('adds a passenger, refusing an empty name first with the input kept', async () => {
    const user = userEvent.setup();
    const target = await openRivieraArrival();
    await user.click(screen.getByRole('button', { name: 'Add a passenger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passenger' });
    await user.click(within(dialog).getByRole('combobox', { name: /Nationality/ }));
    await user.keyboard('Switz');
    await user.click(await screen.findByRole('option', { name: 'Switzerland' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Nationality/ })).toHaveValue(
      'Switzerland',
    );
    fill(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Lukas Meier');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const passengers = await screen.findByRole('table', { name: 'Passengers (5)' });
    expect(within(passengers).getByText('Lukas Meier')).toBeInTheDocument();
    expect(storedLeg(target.leg.id)?.passengers.map((p) => p.name)).toContain('Lukas Meier');
  });

  it('removes a passenger after a confirmation', async () => {
    const user = userEvent.setup();
    const target = await openRivieraArrival();
    const passengers = screen.getByRole('table', { name: 'Passengers (4)' });
    await user.click(within(passengers).getByRole('button', { name: 'Remove Amélie Durand' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove Amélie Durand from the leg?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('table', { name: 'Passengers (3)' })).toBeInTheDocument();
    expect(storedLeg(target.leg.id)?.passengers.map((p) => p.name)).not.toContain('Amélie Durand');
  });

  it('refuses a flight level out of range on its field, then saves the plan', async () => {
    const user = userEvent.setup();
    const target = await openRivieraArrival();
    const plan = screen.getByRole('form', { name: 'Flight plan LFLL → LFMN' });
    const level = within(plan).getByRole('textbox', { name: /Cruise flight level/ });
    await user.clear(level);
    await user.type(level, '990');
    await user.click(within(plan).getByRole('button', { name: 'Save the flight plan' }));
    expect(
      await within(plan).findByText('Enter a flight level between 10 and 600 (e.g. 410).'),
    ).toBeInTheDocument();
    expect(level).toHaveValue('990');
    await user.clear(level);
    await user.type(level, '350');
    await user.click(within(plan).getByRole('button', { name: 'Save the flight plan' }));
    await waitFor(() => expect(storedLeg(target.leg.id)?.flightPlan?.cruiseLevel).toBe(350));
  });

  it('saves the general declaration', async () => {
    const user = userEvent.setup();
    const target = await openRivieraArrival();
    const form = screen.getByRole('form', { name: 'Declarations' });
    fill(
      within(form).getByRole('textbox', { name: /Cargo and goods to declare/ }),
      'Two cases of wine',
    );
    await user.click(within(form).getByRole('button', { name: 'Save the declaration' }));
    await waitFor(() =>
      expect(storedLeg(target.leg.id)?.cargoDeclaration).toBe('Two cases of wine'),
    );
  });

  it('says when the movement does not exist', async () => {
    const target = rivieraArrival();
    await renderRoute(`/airport/${target.tripId}/999999/${target.leg.id}`, { as: 'buyer', ...en });
    expect(await screen.findByRole('heading', { name: 'Movement not found' })).toBeInTheDocument();
  });
});
