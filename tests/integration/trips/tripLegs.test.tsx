import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { airportByIcao } from '@/mocks/domains/airports';
import type { FlightStepRecord } from '@/mocks/domains/trips/records';
import { pinDemoClock } from '@tests/utils/demoClock';
import { renderRoute } from '@tests/utils/renderRoute';
import { deleteStepOf } from './stepMenu';

const RIVIERA = 'Riviera weekend – Lyon, Nice, Geneva';
const LEG_1 = 'Leg 1 · LFLL → LFMN';
const SLOW = { timeout: 15000 };

async function openTrip() {
  await renderRoute('/trips/1', { as: 'buyer', preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: RIVIERA }, SLOW);
}

const firstLeg = () => {
  const leg = db.trips
    .find((trip) => trip.id === 1)
    ?.steps.find((step): step is FlightStepRecord => step.className === 'TripFlight');
  if (!leg) throw new Error('the Riviera trip has a leg');
  return leg;
};

const legSection = (name = LEG_1) => screen.getByRole('region', { name });

beforeEach(() => pinDemoClock('2026-11-23T09:00:00Z'));

describe("the trip page's legs", { timeout: 40_000 }, () => {
  it('keeps deleting a step in its "⋯" menu, set apart, and still asks first', async () => {
    const user = userEvent.setup();
    await openTrip();
    const leg = legSection();
    // No red button on the card.
    expect(within(leg).queryByRole('button', { name: /delete/i })).toBeNull();
    expect(within(leg).queryByText('Delete this step')).toBeNull();
    await deleteStepOf(user, LEG_1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this step?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Dismissed: the leg is still there.
    expect(legSection()).toBeVisible();
    expect(firstLeg().cancelled).toBeFalsy();
  });

  it('draws "Delete this step" as the destructive entry of the menu', async () => {
    const user = userEvent.setup();
    await openTrip();
    await user.click(screen.getByRole('button', { name: `Actions of ${LEG_1}` }));
    const entry = await screen.findByRole('menuitem', { name: 'Delete this step' });
    expect(entry).toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });

  it('shows each end\'s actions in one row: the shop, the slot, the airport page, the rest in "⋯"', async () => {
    const user = userEvent.setup();
    await openTrip();
    const arrival = within(legSection()).getByRole('region', { name: 'Arrives LFMN' });
    const shop = within(arrival).getByRole('link', { name: 'Add services at LFMN' });
    const airport = within(arrival).getByRole('link', {
      name: 'LFMN: airport, passengers and documents',
    });
    expect(shop.parentElement).toBe(airport.parentElement);
    await user.click(within(arrival).getByRole('button', { name: 'More at LFMN' }));
    expect(await screen.findByRole('menuitem', { name: 'Fuel at LFMN' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Hangar at LFMN' })).toBeVisible();
  });

  it('shows the time once at an airport on UTC, local and UTC elsewhere', async () => {
    const farnborough = airportByIcao('EGLF');
    if (!farnborough) throw new Error('Farnborough is seeded');
    firstLeg().flightDeparture.airportId = farnborough.id;
    await openTrip();
    const leg = legSection('Leg 1 · EGLF → LFMN');
    const etd = within(within(leg).getByRole('region', { name: 'Departs EGLF' })).getByText('ETD', {
      selector: 'dt',
    }).nextElementSibling;
    expect(etd?.textContent).toMatch(/^26\/11\/2026, \d\d:\d\d UTC$/);
    const eta = within(within(leg).getByRole('region', { name: 'Arrives LFMN' })).getByText('ETA', {
      selector: 'dt',
    }).nextElementSibling;
    expect(eta).toHaveTextContent('26/11/2026, 09:35 UTC+1· 26/11/2026, 08:35 UTC');
  });
});
