import { act, render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { App } from '@/app/App';
import { startApp } from '@/app/startApp';
import { setRefreshToken } from '@/lib/auth/refreshCookie';
import type { AppRoute } from '@/lib/auth/routes';
import type { SessionChannel } from '@/lib/auth/tabSync';
import { loggedIn } from '@/lib/auth/sessionSlice';
import type { AuthUser } from '@/lib/auth/types';
import { env } from '@/lib/config/env';
import { defaultPreferences, type PreferencesState } from '@/lib/preferences/preferencesSlice';
import { persistedOf, type PersistedState } from '@/lib/store/persist';
import { rootReducer } from '@/lib/store/rootReducer';
import { DEMO_PASSWORD } from '@/mocks/db';

/** A demo account by its role (`buyer` = buyer@demo.aero), or any seeded user by email. */
export type DemoRole = 'buyer' | 'seller' | 'heli' | 'operator' | 'multi' | `${string}@${string}`;

/** Logs in against the demo API (msw/node) exactly as the login page does. */
export async function demoLogin(role: DemoRole): Promise<AuthUser> {
  const response = await fetch(new URL('api/login_check', env.apiUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: role.includes('@') ? role : `${role}@demo.aero`,
      password: DEMO_PASSWORD,
    }),
  });
  if (!response.ok) throw new Error(`demo login failed for ${role}: ${response.status}`);
  return (await response.json()) as AuthUser;
}

interface RenderRouteOptions {
  /** A demo account whose session is restored at start (refresh cookie + persisted profile). */
  as?: DemoRole;
  preferences?: Partial<PreferencesState>;
  reload?: () => void;
  routes?: AppRoute[];
  /** The channel to the other tabs (default: none, the test's tab stands alone). */
  sessionChannel?: SessionChannel | null;
  /** Waits between the retries of the refresh at start (default: the app's). */
  startRetryDelaysMs?: readonly number[];
}

/** Renders the real app (routes, guard, store, http layer) at `path` against the demo API. */
export async function renderRoute(
  path: string,
  {
    as,
    preferences,
    reload,
    routes,
    sessionChannel = null,
    startRetryDelaysMs,
  }: RenderRouteOptions = {},
) {
  let persisted: PersistedState | null = null;
  if (as) {
    const user = await demoLogin(as);
    // What a login leaves in the cookies and persisted, computed by the slices themselves.
    const login = loggedIn(user);
    setRefreshToken(user.refreshToken, login.payload.nonce);
    const afterLogin = persistedOf(rootReducer(undefined, login));
    persisted = { ...afterLogin, preferences: { ...afterLogin.preferences, ...preferences } };
  } else if (preferences) {
    persisted = {
      user: null,
      nonce: null,
      organization: { selected: null },
      preferences: { ...defaultPreferences, ...preferences },
    };
  }
  const app = startApp({
    initialEntries: [path],
    persisted,
    reload,
    routes,
    sessionChannel,
    startRetryDelaysMs,
  });
  // The interceptors live on the shared axios instance: detach them when the test ends.
  onTestFinished(() => app.dispose());
  const view = render(<App store={app.store} router={app.router} routes={app.routes} />);
  await act(async () => {
    await Promise.resolve();
  });
  return { ...view, ...app, location: () => app.router.state.location };
}
