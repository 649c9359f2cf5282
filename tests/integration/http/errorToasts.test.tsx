import { screen } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axiosBaseQuery } from '@/lib/api/axiosBaseQuery';
import { http } from '@/lib/http/client';
import { i18next } from '@/lib/i18n/i18n';
import { server } from '@/mocks/node';
import { CURRENT_PATH, setupApp } from './harness';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function start() {
  const app = setupApp();
  cleanups.push(app.eject);
  return app;
}

/** A probe endpoint answering what the row under test needs. */
function answer(resolver: () => Response | Promise<Response>) {
  server.use(mock.all('*/api/probe', resolver));
}

let emailMessage = '';
beforeAll(() => {
  // The rule library owns the validation texts; a stand-in only when they are not bundled yet.
  i18next.addResourceBundle(
    'en',
    'validation',
    { validator: { email: 'Enter a valid email address' } },
    true,
    false,
  );
  emailMessage = i18next.t('validator.email', { ns: 'validation' });
});

/** A later toast proves earlier ones had the time to show: what is absent then never came. */
async function expectNoToastBefore(sentinel: () => Promise<unknown>) {
  answer(() => HttpResponse.json({ message: 'Sentinel failure' }, { status: 500 }));
  await sentinel().catch(() => undefined);
  await screen.findByText('Sentinel failure');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
}

describe('error catalogue toasts (spec section 8)', () => {
  it.each<[string, () => Response | Promise<Response>, AxiosRequestConfig, () => string[]]>([
    [
      'timeout',
      async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
      // msw holds a mocked XMLHttpRequest's events until it answers, so its timeout never fires;
      // axios' fetch adapter times out through an AbortSignal, which msw honours.
      { timeout: 50, adapter: 'fetch' },
      () => ['Request timed out', 'Server response too long'],
    ],
    [
      'connection reset',
      () => HttpResponse.error(),
      {},
      () => ['Connection error', 'Server offline'],
    ],
    [
      'empty response',
      () => new HttpResponse(null, { status: 200 }),
      {},
      () => ['Empty response', 'No response from the server'],
    ],
    [
      '400 with an errors key and field errors',
      () =>
        HttpResponse.json(
          { code: 400, message: 'errors.invalid_request', errors: { email: ['validator.email'] } },
          { status: 400 },
        ),
      {},
      () => ['Client error 400', `Invalid request: ${emailMessage}`],
    ],
    [
      '404 with a plain message',
      () => HttpResponse.json({ code: 404, message: 'Trip not found' }, { status: 404 }),
      {},
      () => ['Client error 404', 'Trip not found'],
    ],
    [
      '500',
      () => HttpResponse.json({ code: 500, message: 'Internal Server Error' }, { status: 500 }),
      {},
      () => ['Server error 500', 'Internal Server Error'],
    ],
    [
      '302',
      () => new HttpResponse(null, { status: 302 }),
      {},
      () => ['Redirection 302', 'The requested resource has moved or has not changed'],
    ],
  ])('%s shows its toast', async (_row, resolver, options, texts) => {
    start();
    answer(resolver);
    await expect(http.get('api/probe', options)).rejects.toHaveProperty('kind');
    for (const text of texts()) expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the 400 field error translated (the real validation text, not its key)', () => {
    expect(emailMessage).not.toBe('validator.email');
  });

  it('warns on a 400 from the demo API itself', async () => {
    start();
    await expect(
      http.post('api/login_check', { username: '' }, { meta: { public: true } }),
    ).rejects.toMatchObject({
      kind: 'client',
      status: 400,
      fieldErrors: { username: ['validator.required'] },
    });
    expect(await screen.findByText('Client error 400')).toBeInTheDocument();
  });

  it('sends a 403 to not-authorized with the current page as redirect, without a toast', async () => {
    const { deps } = start();
    answer(() => HttpResponse.json({ code: 403, message: 'Access Denied.' }, { status: 403 }));
    await expect(http.get('api/probe')).rejects.toMatchObject({ kind: 'forbidden' });
    expect(deps.navigate).toHaveBeenCalledWith(
      `/not-authorized?redirect=${encodeURIComponent(CURRENT_PATH)}`,
    );
    expect(deps.navigate).toHaveBeenCalledWith('/not-authorized?redirect=%2Ftrips%3Fpage%3D2');
    await expectNoToastBefore(() => http.get('api/probe'));
  });

  it('leaves the page alone on a 403 to a call the app made on its own (background)', async () => {
    const { deps } = start();
    answer(() => HttpResponse.json({ code: 403, message: 'Access Denied.' }, { status: 403 }));
    await expect(
      http.get('api/probe', { meta: { background: true, silentError: true } }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('keeps quiet for a call that shows its error itself (silentError)', async () => {
    start();
    answer(() => HttpResponse.json({ message: 'Quiet failure' }, { status: 500 }));
    await expect(http.get('api/probe', { meta: { silentError: true } })).rejects.toMatchObject({
      kind: 'server',
    });
    await expectNoToastBefore(() => http.get('api/probe'));
    expect(screen.queryByText('Quiet failure')).not.toBeInTheDocument();
  });

  it("leaves a screen's read of a missing record to the screen, and toasts a change's 404", async () => {
    start();
    answer(() => HttpResponse.json({ code: 404, message: 'Part not found' }, { status: 404 }));
    const baseQuery = axiosBaseQuery();
    const signal = new AbortController().signal;
    const as = (type: 'query' | 'mutation') =>
      ({ signal, type }) as Parameters<typeof baseQuery>[1];
    const read = await baseQuery({ url: 'api/probe' }, as('query'), {});
    expect(read.error).toMatchObject({ kind: 'client', status: 404 });
    // The record page says "does not exist" (RecordGate): a toast would say it a second time.
    await expectNoToastBefore(() => http.get('api/probe'));
    expect(screen.queryByText('Part not found')).not.toBeInTheDocument();
    answer(() => HttpResponse.json({ code: 404, message: 'Part not found' }, { status: 404 }));
    await baseQuery({ url: 'api/probe', method: 'DELETE' }, as('mutation'), {});
    expect(await screen.findByText('Part not found')).toBeInTheDocument();
  });

  it('hands RTK Query the same ApiError', async () => {
    start();
    answer(() => HttpResponse.json({ code: 500, message: 'Boom' }, { status: 500 }));
    const baseQuery = axiosBaseQuery();
    const api = { signal: new AbortController().signal } as Parameters<typeof baseQuery>[1];
    const result = await baseQuery({ url: 'api/probe', meta: { silentError: true } }, api, {});
    expect(result.error).toMatchObject({ kind: 'server', status: 500, message: 'Boom' });
  });
});
