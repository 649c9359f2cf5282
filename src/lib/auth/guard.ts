import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { AuthStore } from './authState';
import { decideAccess } from './guardRules';
import type { AppRoute } from './routes';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The one guard of the app (spec section 2), run as the route's loader so a denied page's chunk
 * is never rendered. `ready` resolves once the silent refresh at start has settled. The ability
 * loads only when a decision needs it, which keeps it off an anonymous login page.
 */
export function createGuardLoader(store: AuthStore, route: AppRoute, ready: () => Promise<void>) {
  return async ({ request }: LoaderFunctionArgs) => {
    await ready();
    const state = store.getState();
    const isAuthenticated = state.session.token !== null;
    const needsAbility = isAuthenticated && (route.guestOnly === true || !route.public);
    const can = needsAbility
      ? await import('./abilities').then(({ canKey, selectAbility }) => {
          const ability = selectAbility(store.getState());
          return (key: Parameters<typeof canKey>[1]) => canKey(ability, key);
        })
      : () => false;
    const target = decideAccess({
      isPublic: route.public === true,
      guestOnly: route.guestOnly === true,
      permission: route.permission,
      isAuthenticated,
      can,
      path: pathOf(request),
    });
    if (target) throw redirect(target);
    return null;
  };
}
