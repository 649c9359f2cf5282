import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { loggedIn } from '@/lib/auth/sessionSlice';
import type { AuthUser } from '@/lib/auth/types';
import { FeedbackProvider } from '@/lib/feedback/FeedbackProvider';
import { http } from '@/lib/http/client';
import { setupHttp } from '@/lib/http/setupHttp';
import { makeStore } from '@/lib/store/makeStore';
import { DEMO_PASSWORD } from '@/mocks/db';
import { server } from '@/mocks/node';

export const CURRENT_PATH = '/trips?page=2';

/** A fresh store and the interceptors wired to spies, as the app's composition root does. */
export function setupApp() {
  const store = makeStore(null);
  const deps = {
    store,
    navigate: vi.fn<(to: string) => void>(),
    currentPath: vi.fn(() => CURRENT_PATH),
    reload: vi.fn<() => void>(),
    logout: vi.fn<() => void>(),
  };
  const eject = setupHttp(deps);
  const view = render(
    <FeedbackProvider>
      <main />
    </FeedbackProvider>,
  );
  return { store, deps, eject, view };
}

/** Logs in against the demo API (public, no success feedback) and stores the session. */
export async function logIn(
  store: ReturnType<typeof makeStore>,
  email = 'buyer@demo.aero',
): Promise<AuthUser> {
  const { data } = await http.post<AuthUser>(
    'api/login_check',
    { username: email, password: DEMO_PASSWORD },
    { meta: { public: true, success: false } },
  );
  store.dispatch(loggedIn(data));
  return data;
}

/** Counts the calls that reach the demo API for a path (e.g. the refresh endpoint). */
export function countRequests(pathEnd: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}
