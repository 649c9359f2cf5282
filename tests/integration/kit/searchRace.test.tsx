import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routeTable';
import type { AppRoute } from '@/lib/auth/routes';
import { SEARCH_DEBOUNCE_MS } from '@/lib/ui/controllers/list/filters';
import { trip1 } from '@/mocks/domains/shop/testkit';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };

const rows = () =>
  within(screen.getByRole('table', { name: 'Trips' }))
    .getAllByRole('row')
    .slice(1);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Well past the debounce: a late search write would have navigated back by then. */
const pastTheDebounce = () => wait(SEARCH_DEBOUNCE_MS * 3);

/**
 * The app's routes, the page at `path` arriving after the debounce (a slow network): the click's
 * navigation is still pending, the list still on screen, when the search is written. Without
 * it the race would depend on how fast the test machine loads the page's module.
 */
function slowToOpen(path: string): AppRoute[] {
  return appRoutes.map((route) =>
    route.path === path
      ? {
          ...route,
          page: async () => {
            await wait(SEARCH_DEBOUNCE_MS * 2);
            return route.page();
          },
        }
      : route,
  );
}

/**
 * Every list whose search goes through the kit's useListParams (SearchFilterInput's debounce):
 * the search is typed, and a click elsewhere lands within the debounce (no delay between keys,
 * nor before the click). The late write must not undo the click.
 */
describe('a list search typed just before a click elsewhere', () => {
  it('never takes the person back to the trips list once the debounce ends', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await renderRoute('/trips', {
      as: 'buyer',
      preferences: { language: 'en' },
      routes: slowToOpen('/trips/:tripId'),
    });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    const first = rows()[0] as HTMLElement;
    const name = within(first).getAllByRole('cell')[0]?.textContent ?? '';

    await user.type(screen.getByRole('searchbox', { name: 'Trip name' }), 'Riv');
    await user.click(within(first).getAllByRole('cell')[0] as HTMLElement);

    await waitFor(() => expect(app.location().pathname).toMatch(/^\/trips\/\d+$/));
    const detail = app.location().pathname;
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(name.slice(0, 12)) }),
    ).toBeInTheDocument();
    await pastTheDebounce();
    expect(app.location().pathname).toBe(detail);
    expect(app.location().search).toBe('');
  });

  it('never takes the person back to the demo mailbox once the debounce ends', async () => {
    const user = userEvent.setup({ delay: null });
    const app = await renderRoute('/demo/mailbox', {
      preferences: { language: 'en' },
      routes: slowToOpen('/login'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Demo mailbox' }, SLOW);

    await user.type(screen.getByRole('searchbox', { name: 'Recipient' }), 'buy');
    await user.click(screen.getByRole('link', { name: 'Back to login' }));

    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in' }, SLOW),
    ).toBeInTheDocument();
    await pastTheDebounce();
    expect(app.location().pathname).toBe('/login');
    expect(app.location().search).toBe('');
  });

  it('never takes the buyer back to the shop’s providers once the debounce ends', async () => {
    const user = userEvent.setup({ delay: null });
    const { trip, leg1, nice } = trip1();
    const app = await renderRoute(
      `/shop/providers/${trip.id}/${leg1.id}/${nice.id}/${nice.airportId}`,
      {
        as: 'buyer',
        preferences: { language: 'en' },
        routes: slowToOpen('/shop/provider/:providerId/:tripId/:stepId/:eventId/:airportId'),
      },
    );
    const list = await screen.findByRole('list', { name: 'Providers' }, SLOW);
    const card = within(list).getByRole('link', { name: /Riviera Jet Centre/ });

    await user.type(screen.getByRole('searchbox', { name: 'Search a provider' }), 'Riv');
    await user.click(card);

    await waitFor(() => expect(app.location().pathname).toMatch(/^\/shop\/provider\/\d+\//));
    const detail = app.location().pathname;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riviera Jet Centre' }, SLOW),
    ).toBeInTheDocument();
    await pastTheDebounce();
    expect(app.location().pathname).toBe(detail);
    expect(app.location().search).not.toContain('search=');
  });
});
