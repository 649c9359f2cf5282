import { afterEach } from 'vitest';
import { server } from '@/mocks/node';

/**
 * Records the demo API calls a test's screen makes (path and query, in the order made), from
 * `start()` until the end of the test. Call it at a file's top level: it registers its cleanup.
 */
export function recordApiCalls() {
  let calls: string[] = [];
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  };
  afterEach(() => {
    server.events.removeListener('request:start', onStart);
    calls = [];
  });
  return {
    start: () => void server.events.on('request:start', onStart),
    all: () => calls,
    /** Each call whose path is `path` (any query) or matches it, in the order made. */
    to: (path: string | RegExp) =>
      calls.filter((call) => {
        const pathname = call.split('?')[0] ?? '';
        return typeof path === 'string' ? pathname === path : path.test(pathname);
      }),
  };
}
