import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/utils/renderRoute';
import { routesWithTestRows } from '@tests/utils/testRoutes';

/** Below lg the menu is a drawer: open it as a user would. */
async function menuLinks() {
  const user = userEvent.setup();
  const open = screen.queryByRole('button', { name: /Open menu|Ouvrir le menu/ });
  if (open) await user.click(open);
  const nav = await screen.findByRole('navigation', { name: /Main menu|Menu principal/ });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('menu filtered by abilities', () => {
  it.each([
    [
      'buyer',
      [
        'Home',
        'Dashboard',
        'Messages',
        'Trips',
        'Orders',
        'Slot management',
        'Invoices',
        'Organization',
        'Aircraft',
        'Crew',
        'Accounting parameters',
      ],
    ],
    [
      'seller',
      [
        'Home',
        'Dashboard',
        'Messages',
        'Trips',
        'Orders',
        'Slot management',
        'Invoices',
        'Sample sales page',
        'Services',
        'Price lists',
        'Negotiated rates',
        'Cancellation policies',
        'Fuel prices',
        'Fuel certificates',
        'Hangar dashboard',
        'Hangar calendar',
        'Organization',
        'Accounting parameters',
      ],
    ],
    [
      'operator',
      [
        'Home',
        'Dashboard',
        'Trips (all organizations)',
        'Organization',
        'Accounting parameters',
        'Organizations',
        'Offers',
        'Attributes',
        'Categories',
        'Product parameters',
        'Aircraft catalogue',
        'Services to validate',
        'Translations',
        'Cache',
        'Accounting',
        'Mail templates',
        'Airports',
        'Users',
      ],
    ],
    [
      'heli',
      [
        'Home',
        'Dashboard',
        'Messages',
        'Trips',
        'Orders',
        'Slot management',
        'Invoices',
        'Sample sales page',
        'Services',
        'Price lists',
        'Negotiated rates',
        'Cancellation policies',
        'Fuel prices',
        'Fuel certificates',
        'Hangar dashboard',
        'Hangar calendar',
        'Organization',
        'Helicopters',
        'Crew',
        'Accounting parameters',
      ],
    ],
  ] as const)('%s sees %o', async (role, expected) => {
    await renderRoute('/', { as: role, routes: routesWithTestRows });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(await menuLinks()).toEqual(expected);
  });

  it('switching organization rebuilds the menu and re-runs the guard', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/test/services', { as: 'multi', routes: routesWithTestRows });
    // multi's first organization is the buyer: services are not allowed there.
    expect(await screen.findByRole('heading', { name: /autorisé/ })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Organisation/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Riviera Jet Centre/ }));
    expect(await menuLinks()).toContain('Sample sales page');
    expect(app.store.getState().organization.selected?.name).toBe('Riviera Jet Centre');
  });
});

describe('operator acting on another organization', () => {
  it('searches in a dialog loaded on opening, and selects the organization found', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/', { as: 'operator' });
    await user.click(await screen.findByRole('button', { name: /^Organization: / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Act on another organization…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Act on another organization…' });
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Search an organization' }),
      'Riv',
    );
    await user.click(await screen.findByRole('option', { name: /^Riviera Jet Centre SAS · FR/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.store.getState().organization.selected?.name).toBe('Riviera Jet Centre SAS');
    expect(
      screen.getByRole('button', { name: 'Organization: Riviera Jet Centre SAS' }),
    ).toBeInTheDocument();
  });
});
