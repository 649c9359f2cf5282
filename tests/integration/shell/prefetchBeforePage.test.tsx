import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routeTable';
import type { AppRoute, PageModule } from '@/lib/auth/routes';
import { isoDateIn } from '@/mocks/db';
import { PRODUCT } from '@/mocks/domains/shop/seed';
import { recordApiCalls } from '@tests/utils/apiCalls';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

/**
 * The orders list, the hangar pages and the organization's tabs ask for their data while their
 * chunk is still loading
 * (their routes' `prefetch`, issue 29): with the real route rows, the page's chunk held back, the
 * demo API already has the page's first requests; once the page arrives it reads those answers
 * and asks nothing again (same arguments as the page's hooks).
 */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 15000 };

const recorded = recordApiCalls();
const callsTo = recorded.to;

/** The app's route table with the page of `id` arriving only when the test releases it. */
function holdPage(id: string) {
  let release: () => void = () => undefined;
  const routes = appRoutes.map((route): AppRoute => {
    if (route.id !== id) return route;
    const held = new Promise<PageModule>((resolve) => {
      release = () => void route.page().then(resolve);
    });
    return { ...route, page: () => held };
  });
  return { routes, release: () => release() };
}

async function openHeld(path: string, id: string, as: DemoRole) {
  const held = holdPage(id);
  recorded.start();
  await renderRoute(path, { as, preferences: EN, routes: held.routes });
  return held;
}

describe('pages whose first requests leave before their chunk arrives', { timeout: 60000 }, () => {
  it('the orders list: the filters’ choices and the page of quotes of the URL', async () => {
    const path = '/order?state=delivered&period=2020-01-01..2030-12-31';
    const held = await openHeld(path, 'orders.manager', 'seller');
    await waitFor(() => expect(callsTo('/api/quote')).toHaveLength(1), SLOW);
    // The URL's filters, and the default sort a period brings (by the event's time).
    const list = decodeURIComponent(callsTo('/api/quote')[0] ?? '');
    expect(list).toContain('statesCodes[]=delivered');
    expect(list).toContain('order[estimatedTime]=desc');
    expect(callsTo('/api/quote-filters')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1, name: 'Orders' })).not.toBeInTheDocument();

    held.release();
    const table = await screen.findByRole('table', {}, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    expect(callsTo('/api/quote')).toHaveLength(1);
    expect(callsTo('/api/quote-filters')).toHaveLength(1);
  });

  it('the hangar dashboard: the variants, then the first variant’s figures', async () => {
    const dashboard = /^\/api\/hangar-variant\/\d+\/dashboard$/;
    const held = await openHeld('/hangar/dashboard', 'hangar.dashboard', 'seller');
    await waitFor(() => expect(callsTo(dashboard)).toHaveLength(1), SLOW);
    expect(callsTo('/api/hangar/variant')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    held.release();
    await screen.findByRole('region', { name: 'Occupancy and revenue' }, SLOW);
    expect(callsTo(dashboard)).toHaveLength(1);
    expect(callsTo('/api/hangar/variant')).toHaveLength(1);
  });

  it('the hangar calendar: the URL’s variant, its slices, bookings and events of the weeks', async () => {
    const variant = PRODUCT.rivieraHangar;
    const from = isoDateIn(70);
    const firstCalls = [
      `/api/hangar-variant/${variant}/calendar/slices`,
      `/api/hangar-variant/${variant}/calendar`,
      '/api/hangar/hangar-slices-number',
    ];
    const path = `/hangar/calendar?variant=${variant}&from=${from}`;
    const held = await openHeld(path, 'hangar.calendar', 'seller');
    await waitFor(() => {
      for (const call of firstCalls) expect(callsTo(call)).toHaveLength(1);
    }, SLOW);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    held.release();
    await screen.findByRole('grid', { name: /slices by night/ }, SLOW);
    await screen.findByRole('heading', { level: 2, name: /Custom events/ }, SLOW);
    for (const call of [...firstCalls, '/api/hangar/variant']) {
      expect(callsTo(call)).toHaveLength(1);
    }
  });

  it('the organization’s first tab: its main information', async () => {
    const infos = /^\/api\/organization\/\d+\/infos$/;
    const held = await openHeld('/organization/main-information', 'organizations.own', 'seller');
    await waitFor(() => expect(callsTo(infos)).toHaveLength(1), SLOW);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    held.release();
    await screen.findByRole('form', { name: 'Main information' }, SLOW);
    expect(callsTo(infos)).toHaveLength(1);
  });
});
