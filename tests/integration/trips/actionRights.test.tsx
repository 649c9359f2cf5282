import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Right } from '@/lib/auth/types';
import { db, grant } from '@/mocks/db';
import { fixture } from '@/mocks/domains/orders/testkit';
import { renderRoute } from '@tests/utils/renderRoute';

const en = { preferences: { language: 'en' as const } };
const SLOW = { timeout: 15000 };
const RIVIERA_TRIP = 'Riviera weekend – Lyon, Nice, Geneva';
const LEG_1 = 'Leg 1 · LFLL → LFMN';
const TRANSFER = 'Transfer 2 · LFMN → Hôtel de Paris, Monte-Carlo';

/** Gives a seeded member exactly these rights in its organization (a custom workrole). */
function holdOnly(userId: number, organizationId: number, rights: Right[]): void {
  const membership = db.organizationUsers.find(
    (m) => m.userId === userId && m.organizationId === organizationId,
  );
  if (!membership) throw new Error('no such member');
  membership.rights = rights;
}

const link = (name: string) => screen.queryByRole('link', { name });
const button = (name: string) => screen.queryByRole('button', { name });

/**
 * Each action shows only to who holds its own right (spec section 6): TRIP_EDIT does not bring
 * the gendec, the transfers, the airport's validation or the shop with it, nor the reverse.
 */
describe('the trip page shows the actions of the rights held', { timeout: 40_000 }, () => {
  it('a gendec dispatcher sees the trip, edits the gendec and is offered nothing else', async () => {
    const user = userEvent.setup();
    const trip = db.trips.find((t) => t.name === 'Cannes Lions delegation');
    if (!trip) throw new Error('no Thames trip');
    await renderRoute(`/trips/${trip.id}`, { as: 'oliver.grant@thames-exec.co.uk', ...en });
    await screen.findByRole('heading', { level: 1, name: 'Cannes Lions delegation' }, SLOW);
    expect(link('Edit the trip')).toBeNull();
    // Nothing to offer in the "⋯" menu either (name and aircraft, deletion): no menu at all.
    expect(button('More actions')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('link', { name: /airport, passengers and documents$/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Add services at / })).toBeNull();

    await user.click(screen.getByRole('link', { name: /^Gendec of Leg 1 · / }));
    const form = await screen.findByRole('form', { name: 'Declarations' }, SLOW);
    await user.type(within(form).getByRole('textbox', { name: /Cargo and goods/ }), 'Flowers');
    await user.click(within(form).getByRole('button', { name: 'Save the declaration' }));
    await waitFor(() => {
      const leg = db.trips.find((t) => t.id === trip.id)?.steps[0];
      expect(leg?.className === 'TripFlight' && leg.cargoDeclaration).toBe('Flowers');
    });
  });

  it('a chief pilot edits legs and gendecs, but neither transfers, deletion nor purchases', async () => {
    const user = userEvent.setup();
    await renderRoute('/trips/1', { as: 'claire.martin@alpine-jets.fr', ...en });
    await screen.findByRole('heading', { level: 1, name: RIVIERA_TRIP }, SLOW);
    expect(link('Edit the trip')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Name and aircraft' })).toBeVisible();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete the trip' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(button(`Actions of ${LEG_1}`)).not.toBeNull();
    expect(button(`Actions of ${TRANSFER}`)).toBeNull();
    expect(link(`Gendec of ${LEG_1}`)).not.toBeNull();
    expect(screen.getAllByRole('link', { name: /airport, passengers and documents$/ })).not.toEqual(
      [],
    );
    expect(screen.queryByRole('link', { name: /^Add services at / })).toBeNull();
  });

  it('the flight operations manager is offered every one of them', async () => {
    const user = userEvent.setup();
    await renderRoute('/trips/1', { as: 'buyer', ...en });
    await screen.findByRole('heading', { level: 1, name: RIVIERA_TRIP }, SLOW);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Delete the trip' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button(`Actions of ${TRANSFER}`)).not.toBeNull();
    expect(link(`Gendec of ${LEG_1}`)).not.toBeNull();
    expect(screen.getAllByRole('link', { name: /^Add services at / })).not.toEqual([]);
  });
});

describe('the airport page shows the sections of the rights held', { timeout: 40_000 }, () => {
  /** An Alpine movement whose airport is not validated yet, at its airport page. */
  function unvalidatedMovementPath(): string {
    for (const trip of db.trips) {
      if (trip.organizationId !== 1) continue;
      for (const leg of trip.steps) {
        if (leg.className !== 'TripFlight' || leg.cancelled) continue;
        const event = [leg.flightDeparture, leg.flightArrival].find((e) => !e.airportValidated);
        if (event) return `/airport/${trip.id}/${event.id}/${leg.id}`;
      }
    }
    throw new Error('no movement to validate');
  }

  it.each([
    // A dispatcher validates airports and files flight plans, holds no gendec right.
    ['thomas.girard@alpine-jets.fr', { validate: true, flightPlan: true, gendec: false }],
    // A chief pilot files flight plans and gendecs, does not validate airports.
    ['claire.martin@alpine-jets.fr', { validate: false, flightPlan: true, gendec: true }],
  ] as const)('%s: %j', async (as, expected) => {
    await renderRoute(unvalidatedMovementPath(), { as, ...en });
    await screen.findByRole('heading', { level: 2, name: 'Airport' }, SLOW);
    expect(button('Validate the airport') !== null).toBe(expected.validate);
    expect(button('Save the flight plan') !== null).toBe(expected.flightPlan);
    if (expected.gendec) {
      expect(await screen.findByRole('form', { name: 'Declarations' }, SLOW)).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('heading', { name: 'General declaration (gendec)' })).toBeNull();
    }
  });
});

describe('the order page shows the actions of the rights held', { timeout: 40_000 }, () => {
  const actionNames = () => {
    const group = screen.queryByRole('group', { name: 'Actions on this quote' });
    return group
      ? within(group)
          .getAllByRole('button')
          .map((b) => b.textContent)
      : [];
  };

  it('a buyer who may only ask for invoices is offered only that', async () => {
    holdOnly(7, 1, [
      ...grant('TRIP_ACCOUNTING', 'read', 'write'),
      ...grant('QUOTE_INVOICE', 'read', 'request'),
    ]);
    const order = fixture('validated');
    await renderRoute(`/order/${order.id}/show`, { as: 'thomas.girard@alpine-jets.fr', ...en });
    await screen.findByRole('heading', { level: 1, name: new RegExp(order.reference) }, SLOW);
    expect(actionNames()).toEqual(['Request the invoice']);
  });

  it('a seller who may only invoice sends the invoice but cannot edit the delivered quote', async () => {
    holdOnly(9, 2, [
      ...grant('TRIP_ACCOUNTING', 'read', 'write'),
      ...grant('QUOTE_INVOICE', 'read', 'create'),
    ]);
    const delivered = fixture('delivered', {}, 'delivered');
    await renderRoute(`/order/${delivered.id}/show`, {
      as: 'julien.blanc@rivierajetcentre.fr',
      ...en,
    });
    await screen.findByRole('heading', { level: 1, name: new RegExp(delivered.reference) }, SLOW);
    expect(actionNames()).toEqual(['Send the invoice']);
    expect(screen.queryByRole('form', { name: 'Edit the quote' })).toBeNull();
  });
});
