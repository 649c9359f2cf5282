/** Bad input tried on the trip forms as a user would (issue 16, "Bad input"). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TripRecord } from '@/mocks/domains/trips/records';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import { dateTimeDigits } from '@/lib/ui/views/form/testing/dateTimeDigits';

type User = ReturnType<typeof userEvent.setup>;

const SLOW = { timeout: 10_000 };

function emptyTrip(): TripRecord {
  const id = db.trips.reduce((max, trip) => Math.max(max, trip.id), 0) + 1;
  const trip: TripRecord = {
    id,
    name: 'Back in time',
    type: 'one_way',
    organizationId: 1,
    organizationAircraftId: 1,
    steps: [],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
  db.trips = [...db.trips, trip];
  return trip;
}

async function chooseAirport(user: User, label: string, search: string) {
  const box = within(screen.getByRole('dialog')).getByRole('combobox', {
    name: new RegExp(`^${label}`),
  });
  await user.type(box, search);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${search}`) }, SLOW));
}

async function typeTime(user: User, label: string, digits: string) {
  const group = within(screen.getByRole('dialog')).getByRole('group', {
    name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`),
  });
  await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(dateTimeDigits(digits));
}

describe('bad input on the trip forms', { timeout: 60_000 }, () => {
  it('says a 10,000-character trip name is too long and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderRoute('/trip-edit', { as: 'buyer', preferences: { language: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'New trip' }, SLOW);
    const before = db.trips.length;
    const name = screen.getByRole('textbox', { name: /^Name/ });
    const typed = 'Long '.repeat(2_000);
    await user.click(name);
    await user.paste(typed);
    await user.click(screen.getByRole('button', { name: 'Create and add the legs' }));

    await screen.findByText('Must contain at most 120 characters', {}, SLOW);
    expect(name).toHaveAccessibleDescription('Must contain at most 120 characters');
    expect(name).toHaveValue(typed);
    expect(db.trips).toHaveLength(before);
  });

  it('refuses a new leg planned on 15 January 2024', async () => {
    const user = userEvent.setup();
    const trip = emptyTrip();
    await renderRoute(`/trip-edit/flight/${trip.id}`, {
      as: 'buyer',
      preferences: { language: 'en' },
    });
    await screen.findByRole('heading', { level: 1, name: `Steps of ${trip.name}` }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add a leg' }));
    await screen.findByRole('dialog', { name: 'New leg' }, SLOW);
    await chooseAirport(user, 'Departure airport', 'LFLL');
    await typeTime(user, 'ETD (local time)', '202401151000');
    await chooseAirport(user, 'Arrival airport', 'LSGG');
    await typeTime(user, 'ETA (local time)', '202401151045');
    await user.click(screen.getByRole('button', { name: 'Save the leg' }));

    expect(await screen.findByText('The departure must be in the future', {}, SLOW)).toBeVisible();
    expect(db.trips.find((t) => t.id === trip.id)?.steps).toHaveLength(0);
  });
});
