import { beforeEach, describe, expect, it, vi } from 'vitest';

const init = vi.fn();
const replayIntegration = vi.fn((options: object) => ({ name: 'Replay', options }));
vi.mock('@sentry/react', () => ({
  init,
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  replayIntegration,
}));

const { initSentry } = await import('./sentry');

describe('initSentry', () => {
  beforeEach(() => {
    init.mockClear();
    replayIntegration.mockClear();
  });

  it('stays off without a DSN', async () => {
    await expect(initSentry({ dsn: '', environment: 'test' })).resolves.toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('samples every trace, 10% of sessions and every error session for replays', async () => {
    await initSentry({ dsn: 'https://key@o0.ingest.sentry.io/1', environment: 'test' });
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      }),
    );
  });

  it('scrubs tokens and cookies from every event it sends', async () => {
    await initSentry({ dsn: 'https://key@o0.ingest.sentry.io/1', environment: 'test' });
    const options = init.mock.calls[0]?.[0] as { beforeSend: (event: object) => object };
    const sent = JSON.stringify(
      options.beforeSend({
        request: { headers: { Authorization: 'Bearer abc.def' }, cookies: 'refreshToken=r1' },
        extra: { session: { token: 'abc.def', refreshToken: 'r1' } },
      }),
    );
    expect(sent).not.toContain('abc.def');
    expect(sent).not.toContain('r1');
  });

  it('scrubs breadcrumbs and replay recordings, and records no request details', async () => {
    await initSentry({ dsn: 'https://key@o0.ingest.sentry.io/1', environment: 'test' });
    const options = init.mock.calls[0]?.[0] as { beforeBreadcrumb: (crumb: object) => object };
    const crumb = options.beforeBreadcrumb({
      category: 'navigation',
      data: { from: '/login', to: '/password/reset?token=u-1' },
    });
    expect(JSON.stringify(crumb)).not.toContain('u-1');

    const replay = replayIntegration.mock.calls[0]?.[0] as {
      networkDetailAllowUrls: unknown[];
      beforeAddRecordingEvent: (frame: object) => object;
    };
    expect(replay.networkDetailAllowUrls).toEqual([]);
    const frame = replay.beforeAddRecordingEvent({
      type: 5,
      data: { tag: 'performanceSpan', payload: { description: '/api/x?refresh_token=r-9' } },
    });
    expect(JSON.stringify(frame)).not.toContain('r-9');
  });
});
