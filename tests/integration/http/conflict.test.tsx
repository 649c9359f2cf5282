import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFLICT_RELOAD_INTERVAL_MS } from '@/lib/config/constants';
import { registerDraft, takeDraft } from '@/lib/drafts/drafts';
import { http } from '@/lib/http/client';
import { CONFLICT_FLAG_KEY, showConflictNoticeIfFlagged } from '@/lib/http/conflict';
import { server } from '@/mocks/node';
import { setupApp } from './harness';

const NOTICE = 'A conflict has been detected, page has been refreshed';
const NOT_RELOADED =
  'The data on this page changed elsewhere. Reload the page to see the latest version.';
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.restoreAllMocks();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('409 conflict (spec section 8)', () => {
  it('keeps the form input, reloads once, and explains after the reload', async () => {
    const app = setupApp();
    cleanups.push(app.eject);
    let quoteComment = 'Fuel at 6 am';
    cleanups.push(registerDraft('quote-edit', () => ({ comment: quoteComment })));
    quoteComment = 'Fuel at 7 am, please';
    server.use(
      mock.patch('*/api/quote/:id', () =>
        HttpResponse.json({ code: 409, message: 'errors.quote_state_changed' }, { status: 409 }),
      ),
    );

    const results = await Promise.allSettled([
      http.patch('api/quote/1', {}),
      http.patch('api/quote/2', {}),
    ]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(app.deps.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CONFLICT_FLAG_KEY)).not.toBeNull();
    expect(takeDraft('quote-edit')).toEqual({ comment: 'Fuel at 7 am, please' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The reloaded app starts: the notice waits a second, then shows once.
    const started = Date.now();
    expect(showConflictNoticeIfFlagged()).toBe(true);
    expect(sessionStorage.getItem(CONFLICT_FLAG_KEY)).toBeNull();
    await sleep(600);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(await screen.findByText(NOTICE, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(showConflictNoticeIfFlagged()).toBe(false);
  });

  it('says why after the reload when the 409 gave a known reason', async () => {
    const app = setupApp();
    cleanups.push(app.eject);
    server.use(
      mock.patch('*/api/product/:id/validate', () =>
        HttpResponse.json({ code: 409, message: 'errors.product.changed' }, { status: 409 }),
      ),
    );
    await expect(http.patch('api/product/13001/validate', {})).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(app.deps.reload).toHaveBeenCalledTimes(1);

    expect(showConflictNoticeIfFlagged()).toBe(true);
    const why = 'This service changed since you opened it: review the changes before deciding';
    expect(
      await screen.findByText(`${NOTICE}. ${why}.`, {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('keeps the spec’s notice alone for a flag that names no known reason', async () => {
    setupApp().eject();
    sessionStorage.setItem(CONFLICT_FLAG_KEY, 'errors.<img src=x>');
    expect(showConflictNoticeIfFlagged()).toBe(true);
    expect(await screen.findByText(NOTICE, {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('shows no notice on an ordinary start', () => {
    setupApp().eject();
    expect(showConflictNoticeIfFlagged()).toBe(false);
  });

  it('reloads at most once per 10 s: a 409 right after the reload says so instead (no reload loop)', async () => {
    let now = 1_750_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    server.use(
      mock.get('*/api/cart', () =>
        HttpResponse.json({ code: 409, message: 'errors.cart_changed' }, { status: 409 }),
      ),
    );
    const first = setupApp();
    await expect(http.get('api/cart')).rejects.toMatchObject({ kind: 'conflict' });
    expect(first.deps.reload).toHaveBeenCalledTimes(1);
    first.eject();
    first.view.unmount();

    // The reloaded tab (same sessionStorage) makes the same call and meets the same 409.
    now += 3_000;
    const reloaded = setupApp();
    cleanups.push(reloaded.eject);
    await expect(http.get('api/cart')).rejects.toMatchObject({ kind: 'conflict' });
    expect(reloaded.deps.reload).not.toHaveBeenCalled();
    expect(await screen.findByText(NOT_RELOADED)).toBeInTheDocument();

    // More conflicts in the same window: still no reload, and no second notice.
    now += 1_000;
    await expect(http.get('api/cart')).rejects.toMatchObject({ kind: 'conflict' });
    expect(reloaded.deps.reload).not.toHaveBeenCalled();
    expect(screen.getAllByText(NOT_RELOADED)).toHaveLength(1);

    // Once the interval since the last reload has passed, a conflict reloads again.
    now += CONFLICT_RELOAD_INTERVAL_MS;
    await expect(http.get('api/cart')).rejects.toMatchObject({ kind: 'conflict' });
    expect(reloaded.deps.reload).toHaveBeenCalledTimes(1);
  });
});
