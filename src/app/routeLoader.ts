import type { LoaderFunctionArgs } from 'react-router-dom';
import { createGuardLoader } from '@/lib/auth/guard';
import type { AppRoute, PrefetchModule } from '@/lib/auth/routes';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import type { AppStore } from '@/lib/store/makeStore';

/**
 * A route's loader: the guard, then, once it allows the page, the route's prefetch (its first data
 * requests). React Router runs this loader beside the route's `lazy`, so the requests go out
 * while the page's chunk and texts load rather than after the page has rendered (issue 29).
 * The loader never waits for the prefetch: a slow or failed prefetch only leaves the requests to
 * the page, which makes them as it always did.
 */
export function createRouteLoader(store: AppStore, route: AppRoute, ready: () => Promise<void>) {
  const guard = createGuardLoader(store, route, ready);
  const { prefetch } = route;
  if (!prefetch) return guard;
  return async (args: LoaderFunctionArgs) => {
    // The prefetch's small chunk loads while the guard waits for the session and the rights.
    const loaded: Promise<PrefetchModule | null> = prefetch().catch(() => null);
    const allowed = await guard(args);
    const search = new URL(args.request.url).searchParams;
    void loaded.then((module) => {
      try {
        module?.default({
          params: args.params,
          search,
          dispatch: store.dispatch,
          organizationId: selectSelectedOrganizationId(store.getState()),
        });
      } catch {
        // A prefetch that throws (an unexpected URL) is a missed head start, not a failed page.
      }
    });
    return allowed;
  };
}
