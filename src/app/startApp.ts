import { setupListeners } from '@reduxjs/toolkit/query';
import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { platformApi } from '@/lib/api/platform.api';
import { showConflictNoticeIfFlagged } from '@/lib/http/conflict';
import { setupHttp } from '@/lib/http/setupHttp';
import {
  completeBundledTexts,
  DEFERRED_NAMESPACES,
  i18next,
  initI18n,
  mergeServerTranslations,
  prefetchNamespaces,
} from '@/lib/i18n/i18n';
import { startIdentityFill } from '@/lib/http/identity';
import { loadWithReload } from '@/lib/auth/lazyPage';
import type { AppRoute } from '@/lib/auth/routes';
import { registerRoutes } from '@/lib/paths/routeTo';
import type { SessionChannel } from '@/lib/auth/tabSync';
import type { RefreshLocks } from '@/lib/http/refreshLock';
import type { PersistedState } from '@/lib/store/persist';
import { loadPersisted } from '@/lib/store/persist';
import { makeStore, type OnSignedIn } from '@/lib/store/makeStore';
import { buildRoutes, shellRoutesOnDemand, type RouterDeps } from './router';
import { visitorRoutes } from './visitorRouteTable';
import { createSessionGate, followRemoteLogout, logoutAndRedirect } from './session';

function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}

export interface StartOptions {
  /** Tests render a memory router at these entries; the browser uses its own history. */
  initialEntries?: string[];
  persisted?: PersistedState | null;
  reload?: () => void;
  /**
   * A whole route table of the test's own (extra rows), in the router from the start. Without it,
   * the app's: the visitors' rows, then the signed-in pages' on the first navigation to one.
   */
  routes?: AppRoute[];
  /** The channel the tabs share the session over (default: the browser's BroadcastChannel). */
  sessionChannel?: SessionChannel | null;
  /** The cross-tab refresh lock (default: navigator.locks). */
  locks?: RefreshLocks | null;
  /** Waits between the retries of the refresh at start when the server is unreachable. */
  startRetryDelaysMs?: readonly number[];
}

/** The composition root shared by main.tsx and the integration tests. */
export function startApp({
  initialEntries,
  persisted = loadPersisted(),
  reload,
  routes: table,
  sessionChannel,
  locks,
  startRetryDelaysMs,
}: StartOptions = {}) {
  // Set once disposed: what is still loading then never starts (tests start an app per test in
  // one window, and a started part outlives its test unless stopped).
  let disposed = false;
  let stopCarts = () => {};
  /**
   * The carts of the user and organization (loaded, saved, cleared at logout, refilled) start once
   * someone is signed in, from a lazy import: a cold visit to the login page needs none of it,
   * neither in the startup chunk nor fetched before its first paint.
   */
  const startCarts: OnSignedIn = (signedIn, userId) => {
    void import('@/entities/cart').then(({ startCartPersistence }) => {
      if (disposed) return;
      stopCarts = startCartPersistence(signedIn, globalThis.localStorage, userId);
    });
  };
  const store = makeStore(persisted, startCarts);
  // Refetch on focus and reconnect (baseApi): the window's listeners, removed on dispose.
  const stopListeners = setupListeners(store.dispatch);
  const i18nReady = initI18n(store.getState().preferences.language);
  const sessionGate = createSessionGate(
    store,
    startRetryDelaysMs ? { retryDelaysMs: startRetryDelaysMs } : {},
  );
  const deps: RouterDeps = {
    store,
    ready: () => Promise.all([i18nReady, sessionGate()]).then(() => undefined),
    loadNamespaces: (namespaces, complete) => {
      prefetchNamespaces(store.getState().preferences.language, namespaces);
      return i18nReady.then(() =>
        Promise.all([i18next.loadNamespaces(namespaces), complete && completeBundledTexts()]),
      );
    },
  };
  // The http layer goes first: the first page's guard may refresh the session through it.
  const navigate = (to: string) => void router.navigate(to);
  const currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  const logout = () => logoutAndRedirect(store, navigate, currentPath());
  const reloadTab = reload ?? (() => window.location.reload());
  const ejectHttp = setupHttp({
    store,
    navigate,
    currentPath,
    reload: reloadTab,
    logout,
    locks,
  });
  // Who the user is, from my account, when the auth user did not say (the spec's shape).
  const stopIdentityFill = startIdentityFill(store);
  // Tab sync loads right after start, off the login page's first chunks (it is not needed to paint).
  let stopTabSync = () => {};
  void import('@/lib/auth/tabSync').then(({ openSessionChannel, startTabSync }) => {
    if (disposed) return;
    stopTabSync = startTabSync({
      store,
      channel: sessionChannel === undefined ? openSessionChannel() : sessionChannel,
      onLogout: () => followRemoteLogout(store, navigate, currentPath()),
      onReload: reloadTab,
    });
  });
  // A table of its own (tests' extra rows) is the router's from the start, its ids resolvable.
  // The app's own: the visitors' rows now, the signed-in pages' when one is first asked for.
  if (table) registerRoutes(table);
  const routes = buildRoutes(
    deps,
    table
      ? {
          visitor: table.filter((route) => route.layout === 'bare'),
          shell: table.filter((route) => route.layout !== 'bare'),
        }
      : { visitor: visitorRoutes, shell: null },
  );
  const patchRoutesOnNavigation = table
    ? undefined
    : shellRoutesOnDemand(deps, () =>
        loadWithReload(() => import('./routeTable')).then((module) => module.shellRoutes),
      );
  const router = initialEntries
    ? createMemoryRouter(routes, { initialEntries, patchRoutesOnNavigation })
    : createBrowserRouter(routes, { patchRoutesOnNavigation });

  // The operator's translations override the bundled ones once they arrive. Nothing waits for
  // them: asked for and merged in idle time, they stay off the first paint's path.
  let configuration: { unsubscribe: () => void } | null = null;
  void i18nReady.then(() =>
    whenIdle(() => {
      if (disposed) return;
      const request = store.dispatch(platformApi.endpoints.publicConfiguration.initiate(undefined));
      configuration = request;
      void request.then(({ data }) => {
        if (data) mergeServerTranslations(data.translations);
      });
    }),
  );
  showConflictNoticeIfFlagged();
  // Off the first paint's path (browser idle time), yet ready before a toast is likely.
  void i18nReady.then(() =>
    whenIdle(() => {
      if (disposed) return;
      void i18next.loadNamespaces([...DEFERRED_NAMESPACES]);
      void completeBundledTexts();
    }),
  );

  const dispose = () => {
    disposed = true;
    configuration?.unsubscribe();
    ejectHttp();
    stopIdentityFill();
    stopTabSync();
    stopCarts();
    stopListeners();
    router.dispose();
  };
  return { store, router, routes: table ?? null, logout, dispose };
}

export type StartedApp = ReturnType<typeof startApp>;
