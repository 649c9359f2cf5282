import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/routeTable';
import { defineRoutes, type PageModule, type RoutePrefetch } from '@/lib/auth/routes';
import { listArgsOfUrl } from '@/lib/ui/controllers/list/listPrefetch';
import { renderRoute } from '@tests/utils/renderRoute';
import { partsApi, type PartFilter } from './partsApi';
import { servePartsApi } from './partsServer';

/** The list page's filters (PartsListPage), as its prefetch names them. */
const FILTER_KEYS: PartFilter[] = ['search', 'category', 'serviceable', 'installed'];

const prefetchParts: RoutePrefetch = ({ search, dispatch }) => {
  const args = listArgsOfUrl(search, { filterKeys: FILTER_KEYS });
  if (args) dispatch(partsApi.util.prefetch('listParts', args, {}));
};

/** The parts list whose page chunk arrives only when the test says so. */
function heldBackRoute(permission: 'TRIP_VIEW' | 'OPERATOR_TRIP_VIEW') {
  let release: () => void = () => undefined;
  const page = new Promise<PageModule>((resolve) => {
    release = () => void import('./PartsListPage').then(resolve);
  });
  const prefetch = vi.fn(() => Promise.resolve({ default: prefetchParts }));
  const routes = [
    ...defineRoutes([
      { id: 'parts.held', path: '/held-parts', permission, page: () => page, prefetch },
    ]),
    ...appRoutes,
  ];
  return { routes, release, prefetch };
}

describe("a route's prefetch (issue 29)", () => {
  it('asks for the page’s data while its chunk is still loading, and the page reads that answer', async () => {
    const api = servePartsApi();
    const held = heldBackRoute('TRIP_VIEW');
    await renderRoute('/held-parts?category=cabin&page=1', { as: 'buyer', routes: held.routes });
    // The demo API has the list's request, the page has not arrived.
    await waitFor(() => expect(api.listQueries).toHaveLength(1));
    expect(api.listQueries[0]?.get('partCategory')).toBe('cabin');
    expect(screen.queryByRole('heading', { level: 1, name: 'Parts' })).not.toBeInTheDocument();

    held.release();
    await screen.findByRole('heading', { level: 1, name: 'Parts' });
    const table = screen.getByRole('table', { name: 'Parts' });
    expect(await within(table).findByText('Part 03')).toBeInTheDocument();
    // Same arguments as the page's: it found the answer in the cache and asked nothing more.
    expect(api.listQueries).toHaveLength(1);
  });

  it('asks for nothing when the guard refuses the page', async () => {
    const api = servePartsApi();
    const held = heldBackRoute('OPERATOR_TRIP_VIEW');
    // React Router settles a refused route once its lazy part has loaded too.
    held.release();
    const app = await renderRoute('/held-parts', { as: 'buyer', routes: held.routes });
    await waitFor(() => expect(app.location().pathname).toBe('/not-authorized'));
    await waitFor(() => expect(held.prefetch).toHaveBeenCalled());
    // Let a prefetch that would (wrongly) run reach the demo API before concluding.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.listQueries).toHaveLength(0);
  });
});
