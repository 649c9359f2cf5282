import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { AppStore } from '@/lib/store/makeStore';
import { canKey, selectAbility } from './abilities';
import { decideAccess } from './guardRules';
import type { AppRoute } from './routes';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The one guard of the app (spec section 2), run as the route's loader so a denied page's chunk
 * is never rendered. `ready` resolves once the silent refresh at start has settled.
 */
export function createGuardLoader(store: AppStore, route: AppRoute, ready: () => Promise<void>) {
  return async ({ request }: LoaderFunctionArgs) => {
    await ready();
    const state = store.getState();
    const ability = selectAbility(state);
    const target = decideAccess({
      isPublic: route.public === true,
      permission: route.permission,
      isAuthenticated: state.session.token !== null,
      can: (key) => canKey(ability, key),
      path: pathOf(request),
    });
    if (target) throw redirect(target);
    return null;
  };
}
