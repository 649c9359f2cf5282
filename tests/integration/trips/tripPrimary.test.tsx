import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import type { FlightStepRecord } from '@/mocks/domains/trips/records';
import { pinDemoClock } from '@tests/utils/demoClock';
import { renderRoute } from '@tests/utils/renderRoute';

const RIVIERA = 'Riviera weekend – Lyon, Nice, Geneva';
const SLOW = { timeout: 15000 };

async function openHeader() {
  await renderRoute('/trips/1', { as: 'buyer', preferences: { language: 'en' } });
  const title = await screen.findByRole('heading', { level: 1, name: RIVIERA }, SLOW);
  const header = title.closest('header');
  if (!header) throw new Error('no page header');
  return header;
}

/** The filled (MUI "contained") buttons and links of a part of the page. */
const filled = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('.MuiButton-contained')).map((button) => button.textContent);

const legsOf = (tripId: number) =>
  (db.trips.find((trip) => trip.id === tripId)?.steps ?? []).filter(
    (step): step is FlightStepRecord => step.className === 'TripFlight',
  );

beforeEach(() => pinDemoClock('2026-11-23T09:00:00Z'));

describe('the trip page header', { timeout: 40_000 }, () => {
  it('has one filled button, editing the trip, when no slot waits', async () => {
    for (const leg of legsOf(1)) {
      for (const event of [leg.flightDeparture, leg.flightArrival]) {
        event.slot = { ...event.slot, status: 'requested' };
      }
    }
    const header = await openHeader();
    expect(filled(header)).toEqual(['Edit the trip']);
    // Nothing else on the page is filled.
    expect(filled(document.body)).toEqual(['Edit the trip']);
  });

  it('fills "Request a slot" when an airport waits for one, editing outlined beside it', async () => {
    const legs = legsOf(1);
    for (const leg of legs) {
      for (const event of [leg.flightDeparture, leg.flightArrival]) {
        event.slot = { ...event.slot, status: 'requested' };
      }
    }
    const last = legs.at(-1);
    if (!last) throw new Error('a leg');
    last.flightArrival.slot = { ...last.flightArrival.slot, status: 'not_requested' };
    const header = await openHeader();
    expect(filled(header)).toEqual(['Request a slot at LSGG']);
    expect(within(header).getByRole('link', { name: 'Request a slot at LSGG' })).toHaveAttribute(
      'href',
      `/submit-slot/1/${last.flightArrival.id}/${last.id}`,
    );
    expect(within(header).getByRole('link', { name: 'Edit the trip' })).toHaveClass(
      'MuiButton-outlined',
    );
    expect(filled(document.body)).toEqual(['Request a slot at LSGG']);
  });
});
