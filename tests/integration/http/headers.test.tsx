import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationSelected } from '@/lib/auth/organizationSlice';
import { tokenRefreshed } from '@/lib/auth/sessionSlice';
import { http } from '@/lib/http/client';
import { languageChanged, measurementChanged } from '@/lib/preferences/preferencesSlice';
import { server } from '@/mocks/node';
import { logIn, setupApp } from './harness';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

type Echo = Record<string, string>;

/** The headers the server received, as it received them (names lower-cased). */
async function sentHeaders(meta = {}): Promise<Echo> {
  const { data } = await http.get<Echo>('api/echo', { meta });
  return data;
}

describe('session headers (spec section 7)', () => {
  it('follow the preferences, the selected organization and the token of the moment', async () => {
    const { store, eject } = setupApp();
    cleanups.push(eject);
    server.use(
      mock.get('*/api/echo', ({ request }) =>
        HttpResponse.json(Object.fromEntries(request.headers)),
      ),
    );

    const anonymous = await sentHeaders();
    expect(anonymous).toMatchObject({ lang: 'en', measurement: 'metric' });
    expect(anonymous).not.toHaveProperty('selectedorganizationid');
    expect(anonymous).not.toHaveProperty('authorization');

    store.dispatch(languageChanged('fr'));
    store.dispatch(measurementChanged('imperial'));
    store.dispatch(organizationSelected({ id: 7, name: 'Demo FBO' }));
    store.dispatch(tokenRefreshed({ token: 'access-1' }));
    expect(await sentHeaders()).toMatchObject({
      lang: 'fr',
      measurement: 'imperial',
      selectedorganizationid: '7',
      authorization: 'Bearer access-1',
    });

    // Public calls (login, registration, configuration) never carry the token.
    expect(await sentHeaders({ public: true })).not.toHaveProperty('authorization');

    store.dispatch(organizationSelected(null));
    expect(await sentHeaders()).not.toHaveProperty('selectedorganizationid');
  });

  it('tell the demo API which organization the user acts for', async () => {
    const { store, deps, eject } = setupApp();
    cleanups.push(eject);
    await logIn(store);
    // Login selects the user's first organization: the API accepts to act for it.
    await expect(http.get('api/rights')).resolves.toMatchObject({ status: 200 });

    store.dispatch(organizationSelected({ id: 999_999, name: 'Not mine' }));
    await expect(http.get('api/rights')).rejects.toMatchObject({ kind: 'forbidden' });
    expect(deps.navigate).toHaveBeenCalledWith(
      expect.stringMatching(/^\/not-authorized\?redirect=/),
    );
  });

  it('send the bearer token only to the API origin', async () => {
    const { store, eject } = setupApp();
    cleanups.push(eject);
    store.dispatch(tokenRefreshed({ token: 'access-1' }));
    const echo = ({ request }: { request: Request }) =>
      HttpResponse.json(Object.fromEntries(request.headers));
    server.use(mock.get('*/api/echo', echo), mock.get('http://localhost:3999/api/echo', echo));

    // A relative URL resolves on the API's base URL.
    expect(await sentHeaders()).toMatchObject({ authorization: 'Bearer access-1' });
    // The same path on another origin (another port) never sees the token.
    const { data: foreign } = await http.get<Echo>('http://localhost:3999/api/echo');
    expect(foreign).not.toHaveProperty('authorization');
    expect(foreign).toMatchObject({ lang: 'en' });
  });
});
