/** The trip editor's helpers shared by its integration tests (/trip-edit/flight/{trip_id}). */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { TripRecord } from '@/mocks/domains/trips/records';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import { dateTimeDigits } from '@/lib/ui/views/form/testing/dateTimeDigits';

export type User = ReturnType<typeof userEvent.setup>;

// A slow page under a loaded machine: every step waits longer than the default second.
export const SLOW = { timeout: 10_000 };

/** The seeded "Riviera weekend" (Alpine): leg 1 LFLL → LFMN, a helicopter transfer, leg 3 LFMN → LSGG. */
export const RIVIERA_ID = 1;

export function emptyTrip(): TripRecord {
  const id = db.trips.reduce((max, trip) => Math.max(max, trip.id), 0) + 1;
  const trip: TripRecord = {
    id,
    name: 'Board meeting in Geneva',
    type: 'one_way',
    organizationId: db.trips.find((t) => t.id === RIVIERA_ID)?.organizationId ?? 1,
    organizationAircraftId: 1,
    steps: [],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
  db.trips = [...db.trips, trip];
  return trip;
}

export const tripOf = (id: number) => db.trips.find((trip) => trip.id === id);

export async function openSteps(tripId: number, name: string) {
  const app = await renderRoute(`/trip-edit/flight/${tripId}`, {
    as: 'buyer',
    preferences: { language: 'en' },
  });
  await screen.findByRole('heading', { level: 1, name: `Steps of ${name}` }, SLOW);
  return app;
}

export async function chooseAirport(user: User, label: string, search: string) {
  const dialog = screen.getByRole('dialog');
  const box = within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) });
  await user.clear(box);
  await user.type(box, search);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${search}`) }, SLOW));
}

/** Types a `Y-m-dTH:i` time into the date-time field named `label`. */
export async function typeTime(user: User, label: string, digits: string) {
  const group = within(screen.getByRole('dialog')).getByRole('group', {
    name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`),
  });
  await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(dateTimeDigits(digits));
}

/** The http layer's success alert after a write: read, then closed. */
export async function acknowledge(user: User, text: string) {
  const alert = await screen.findByRole('dialog', { name: 'Success' }, SLOW);
  expect(within(alert).getByText(text)).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
}

export const saveLeg = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Save the leg' }));

export async function fillLeg(user: User, from: string, to: string, etd: string, eta: string) {
  await user.click(screen.getByRole('button', { name: 'Add a leg' }));
  await screen.findByRole('dialog', { name: 'New leg' }, SLOW);
  await chooseAirport(user, 'Departure airport', from);
  await typeTime(user, 'ETD (local time)', etd);
  await chooseAirport(user, 'Arrival airport', to);
  await typeTime(user, 'ETA (local time)', eta);
}

/** A step saved inside the editor: a toast says so, never the creation's modal alert. */
export async function toasted(text: string) {
  const toasts = await screen.findAllByRole('alert', {}, SLOW);
  expect(toasts.some((toast) => toast.textContent?.includes(text))).toBe(true);
  expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
}
