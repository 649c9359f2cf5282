/**
 * Cost details are computed by the server in the background: they are asked for again every
 * 100 ms until `ready`, and given up after 30 s with an error (DECISIONS.md "Trips").
 */
export const COST_POLL_INTERVAL_MS = 100;
export const COST_POLL_TIMEOUT_MS = 30_000;

export class PollTimeoutError extends Error {
  override name = 'PollTimeoutError';
}

export interface PollOptions<T> {
  /** One ask; its rejection ends the polling with that error. */
  fetch: () => Promise<T>;
  isReady: (value: T) => boolean;
  intervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Asks until `isReady`, waiting `intervalMs` between the end of one ask and the next; rejects
 * with PollTimeoutError when `timeoutMs` have passed since the first ask without a ready answer.
 */
export async function pollUntilReady<T>(options: PollOptions<T>): Promise<T> {
  const { fetch, isReady, signal } = options;
  const intervalMs = options.intervalMs ?? COST_POLL_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? COST_POLL_TIMEOUT_MS;
  const started = Date.now();
  for (;;) {
    if (signal?.aborted)
      throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
    const value = await fetch();
    if (isReady(value)) return value;
    if (Date.now() - started + intervalMs > timeoutMs) throw new PollTimeoutError();
    await wait(intervalMs, signal);
  }
}
