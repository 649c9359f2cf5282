/** Shared set-up of the shop's browsing tests: trip 1's arrival at Nice and a shop page opened on it. */
import { screen } from '@testing-library/react';
import { trip1 } from '@/mocks/domains/shop/testkit';
import type { PreferencesState } from '@/lib/preferences/preferencesSlice';
import { renderRoute } from '@tests/utils/renderRoute';

export const SLOW = { timeout: 15000 };
export const EN: Partial<PreferencesState> = { language: 'en' };

/** Trip 1's arrival at Nice: the shop's path parameters. */
export function nice() {
  const { trip, leg1, nice: event } = trip1();
  return { tripId: trip.id, stepId: leg1.id, eventId: event.id, airportId: event.airportId };
}

export function shopPath(prefix: string, suffix = '') {
  const k = nice();
  return `${prefix}/${k.tripId}/${k.stepId}/${k.eventId}/${k.airportId}${suffix}`;
}

export async function open(path: string, preferences: Partial<PreferencesState> = EN) {
  const app = await renderRoute(path, { as: 'buyer', preferences });
  await screen.findByRole('heading', { level: 1 }, SLOW);
  return app;
}
