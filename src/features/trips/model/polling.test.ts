import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollTimeoutError, pollUntilReady } from './polling';

type Answer = { ready: false } | { ready: true; total: number };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A server that answers `ready` from the `readyAfter`-th ask (never with Infinity). */
function server(readyAfter: number) {
  let asks = 0;
  const fetch = vi.fn(async (): Promise<Answer> => {
    asks += 1;
    return asks >= readyAfter ? { ready: true, total: 1250 } : { ready: false };
  });
  return { fetch, isReady: (answer: Answer) => answer.ready };
}

describe('pollUntilReady', () => {
  it.each([
    [1, 0],
    [2, 100],
    [4, 300],
  ])('ready at ask %i: answered after %i ms, one ask per 100 ms', async (readyAfter, elapsed) => {
    const { fetch, isReady } = server(readyAfter);
    const started = Date.now();
    const result = pollUntilReady({ fetch, isReady });
    await vi.advanceTimersByTimeAsync(elapsed);
    await expect(result).resolves.toEqual({ ready: true, total: 1250 });
    expect(fetch).toHaveBeenCalledTimes(readyAfter);
    expect(Date.now() - started).toBe(elapsed);
  });

  it('gives up after 30 s with a timeout error', async () => {
    const { fetch, isReady } = server(Infinity);
    const result = pollUntilReady({ fetch, isReady });
    const outcome = expect(result).rejects.toBeInstanceOf(PollTimeoutError);
    await vi.advanceTimersByTimeAsync(29_899);
    expect(fetch).toHaveBeenCalledTimes(299);
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
    // 301 asks (at 0, 100, ..., 30 000 ms), none after 30 s.
    expect(fetch).toHaveBeenCalledTimes(301);
  });

  it('stops on the first failed ask', async () => {
    const fetch = vi.fn(async (): Promise<Answer> => Promise.reject(new Error('500')));
    await expect(pollUntilReady({ fetch, isReady: (a) => a.ready })).rejects.toThrow('500');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops when aborted (the page is left)', async () => {
    const { fetch, isReady } = server(Infinity);
    const controller = new AbortController();
    const result = pollUntilReady({ fetch, isReady, signal: controller.signal });
    const outcome = expect(result).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(250);
    controller.abort(new Error('left'));
    await outcome;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
