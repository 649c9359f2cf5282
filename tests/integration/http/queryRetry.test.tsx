import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { baseApi } from '@/lib/api/baseApi';
import { QUERY_MAX_RETRIES } from '@/lib/api/queryRetry';
import { http } from '@/lib/http/client';
import { server } from '@/mocks/node';
import { setupApp } from './harness';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    retryProbe: build.query<{ ok: boolean }, number>({
      // The argument only tells the tests' calls apart in the cache.
      query: (run) => ({ url: 'api/retry-probe', params: { run } }),
    }),
    retryProbeSave: build.mutation<{ ok: boolean }, undefined>({
      query: () => ({ url: 'api/retry-probe', method: 'POST', meta: { success: false } }),
    }),
  }),
});

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** The app's store and interceptors; the probe answers `answers` in turn, then the last one again. */
function start(answers: (() => Response)[]) {
  const app = setupApp();
  cleanups.push(app.eject);
  const methods: string[] = [];
  server.use(
    mock.all('*/api/retry-probe', ({ request }) => {
      methods.push(request.method);
      const answer = answers[Math.min(methods.length, answers.length) - 1];
      return answer ? answer() : HttpResponse.json({ ok: true });
    }),
  );
  return { ...app, methods };
}

const ok = () => HttpResponse.json({ ok: true });
const unavailable = () =>
  HttpResponse.json({ code: 503, message: 'Service Unavailable' }, { status: 503 });

let run = 0;
const read = (store: ReturnType<typeof setupApp>['store']) =>
  store.dispatch(probeApi.endpoints.retryProbe.initiate((run += 1)));

/** A later toast proves earlier ones had the time to show: what is absent then never came. */
async function toastsShown(): Promise<string[]> {
  server.use(
    mock.get('*/api/sentinel', () =>
      HttpResponse.json({ message: 'Sentinel failure' }, { status: 400 }),
    ),
  );
  await http.get('api/sentinel').catch(() => undefined);
  await screen.findByText('Sentinel failure');
  return screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent ?? '')
    .filter((text) => !text.includes('Sentinel failure'));
}

describe('queries retry network errors and 5xx (RTK Query retry)', () => {
  it('a read answered 503 is sent again and succeeds, without an error toast', async () => {
    const { store, methods } = start([unavailable, ok]);
    const result = await read(store);
    expect(result.data).toEqual({ ok: true });
    expect(methods).toEqual(['GET', 'GET']);
    expect(await toastsShown()).toEqual([]);
  });

  it('a read after a network error is sent again and succeeds', async () => {
    const { store, methods } = start([() => HttpResponse.error(), ok]);
    expect((await read(store)).data).toEqual({ ok: true });
    expect(methods).toEqual(['GET', 'GET']);
  });

  it('a read that keeps failing is tried 1 + QUERY_MAX_RETRIES times, then toasted once', async () => {
    const { store, methods } = start([unavailable]);
    const result = await read(store);
    expect(result.error).toMatchObject({ kind: 'server', status: 503 });
    expect(methods).toHaveLength(1 + QUERY_MAX_RETRIES);
    expect(await toastsShown()).toEqual([expect.stringContaining('Server error 503')]);
  });

  it('a read answered 404 is not sent again', async () => {
    const { store, methods } = start([
      () => HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 }),
      ok,
    ]);
    expect((await read(store)).error).toMatchObject({ kind: 'client', status: 404 });
    expect(methods).toEqual(['GET']);
    // Nor toasted: the screen that read it says what is missing (issue 28, errorToasts.test).
    expect(await toastsShown()).toEqual([]);
  });

  it('a mutation (POST) failing with 503 is not sent again, and toasted once', async () => {
    const { store, methods } = start([unavailable, ok]);
    const result = await store.dispatch(probeApi.endpoints.retryProbeSave.initiate(undefined));
    expect(result.error).toMatchObject({ kind: 'server', status: 503 });
    expect(methods).toEqual(['POST']);
    expect(await toastsShown()).toEqual([expect.stringContaining('Server error 503')]);
  });
});
