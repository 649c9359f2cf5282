/**
 * The live updates' connection rules (DECISIONS.md "Collaboration"): one server-sent-events
 * stream per session; while it is down (dropped, refused, or an API without it) the app polls
 * every 30 s while the tab is visible, and retries the stream with a growing delay. Knows no
 * domain and no store: the app gives it what to do with an event and with a poll.
 */

/** What a change event carries: the record's type, its id and the receiver's organization. */
export interface LiveChange {
  type: string;
  id: number;
  organizationId: number;
}

/** The part of the browser's EventSource it uses (a test gives its own). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: 'change', listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export const CLOSED = 2;
export const POLL_MS = 30_000;
/** Delays before reopening a stream the browser gave up on; the last one repeats. */
export const RETRY_MS = [5_000, 15_000, 60_000, 300_000] as const;

export interface LiveStreamOptions {
  /** The stream's URL, asked at each (re)connection: the token may have been refreshed. */
  url: () => string | null;
  open: (url: string) => EventSourceLike;
  onChange: (change: LiveChange) => void;
  /** Refetch what may have changed: on each poll, and once when the stream (re)opens after a gap. */
  poll: () => void;
  isVisible: () => boolean;
}

function parseChange(data: string): LiveChange | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const fields = new Map<string, unknown>(Object.entries(value));
    const [type, id, organizationId] = ['type', 'id', 'organizationId'].map((k) => fields.get(k));
    if (typeof type !== 'string' || typeof id !== 'number' || typeof organizationId !== 'number') {
      return null;
    }
    return { type, id, organizationId };
  } catch {
    return null;
  }
}

/** Starts the stream (or polling); the returned function stops everything. */
export function startLiveStream(options: LiveStreamOptions): () => void {
  let source: EventSourceLike | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let missed = false;
  let stopped = false;

  const startPolling = () => {
    missed = true;
    pollTimer ??= setInterval(() => {
      if (options.isVisible()) options.poll();
    }, POLL_MS);
  };
  const stopPolling = () => {
    if (pollTimer !== null) clearInterval(pollTimer);
    pollTimer = null;
  };

  const connect = () => {
    retryTimer = null;
    const url = options.url();
    if (stopped || url === null) return;
    const opened = options.open(url);
    source = opened;
    opened.onopen = () => {
      failures = 0;
      stopPolling();
      // Whatever changed while it was down was not announced.
      if (missed) options.poll();
      missed = false;
    };
    opened.addEventListener('change', (event) => {
      const change = parseChange(event.data);
      if (change) options.onChange(change);
    });
    opened.onerror = () => {
      startPolling();
      // The browser retries by itself unless it gave up (a refused or missing stream).
      if (opened.readyState !== CLOSED || stopped) return;
      opened.close();
      const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? POLL_MS;
      failures += 1;
      retryTimer = setTimeout(connect, delay);
    };
  };

  connect();
  if (source === null) startPolling();
  return () => {
    stopped = true;
    stopPolling();
    if (retryTimer !== null) clearTimeout(retryTimer);
    source?.close();
  };
}
