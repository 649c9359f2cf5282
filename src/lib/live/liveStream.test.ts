import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSED,
  POLL_MS,
  RETRY_MS,
  startLiveStream,
  type EventSourceLike,
  type LiveChange,
} from './liveStream';

/** A stand-in for the browser's EventSource: the test opens, drops and feeds it. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  readonly listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {}
  addEventListener(_type: 'change', listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  opened() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  dropped(givenUp: boolean) {
    this.readyState = givenUp ? CLOSED : 0;
    this.onerror?.(new Event('error'));
  }
  send(data: string) {
    for (const listener of this.listeners) listener(new MessageEvent('change', { data }));
  }
}

let sources: FakeSource[];
let changes: LiveChange[];
let polls: number;
let visible: boolean;
let token: string | null;
let stop: () => void;

function start() {
  stop = startLiveStream({
    url: () => (token === null ? null : `api/events?token=${token}`),
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onChange: (change) => changes.push(change),
    poll: () => (polls += 1),
    isVisible: () => visible,
  });
}
const last = () => {
  const source = sources.at(-1);
  if (!source) throw new Error('a stream expected');
  return source;
};

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  changes = [];
  polls = 0;
  visible = true;
  token = 't1';
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('the live stream', () => {
  it('hands over each change and ignores malformed ones; no polling while open', () => {
    start();
    last().opened();
    last().send('{"type":"quote","id":7,"organizationId":2}');
    last().send('not json');
    last().send('{"type":"quote"}');
    vi.advanceTimersByTime(POLL_MS * 3);
    expect(changes).toEqual([{ type: 'quote', id: 7, organizationId: 2 }]);
    expect(polls).toBe(0);
  });

  it('polls every 30 s while visible when the stream drops, and stops once it is back', () => {
    start();
    last().opened();
    last().dropped(false);
    vi.advanceTimersByTime(POLL_MS);
    expect(polls).toBe(1);
    visible = false;
    vi.advanceTimersByTime(POLL_MS);
    expect(polls).toBe(1);
    visible = true;
    vi.advanceTimersByTime(POLL_MS);
    expect(polls).toBe(2);
    // The browser reconnects by itself: one refetch for the gap, then no more polling.
    last().opened();
    expect(polls).toBe(3);
    vi.advanceTimersByTime(POLL_MS * 2);
    expect(polls).toBe(3);
    expect(sources).toHaveLength(1);
  });

  it('reopens a stream the browser gave up on, later each time, with the fresh token', () => {
    start();
    last().dropped(true);
    expect(last().closed).toBe(true);
    token = 't2';
    vi.advanceTimersByTime(RETRY_MS[0] - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    expect(last().url).toBe('api/events?token=t2');
    last().dropped(true);
    vi.advanceTimersByTime(RETRY_MS[0]);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(RETRY_MS[1] - RETRY_MS[0]);
    expect(sources).toHaveLength(3);
  });

  it('works on polling alone against an API without the stream', () => {
    start();
    for (let i = 0; i < 6; i += 1) {
      last().dropped(true);
      vi.advanceTimersByTime(RETRY_MS[3]);
    }
    expect(polls).toBe(Math.floor((RETRY_MS[3] * 6) / POLL_MS));
  });

  it('polls without a token, and stops everything when stopped', () => {
    token = null;
    start();
    expect(sources).toHaveLength(0);
    vi.advanceTimersByTime(POLL_MS);
    expect(polls).toBe(1);
    stop();
    vi.advanceTimersByTime(POLL_MS * 2);
    expect(polls).toBe(1);
  });
});
