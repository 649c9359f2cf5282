import type { Page, Request } from '@playwright/test';

/** The live stream (server-sent events): a request that stays open as long as the page. */
const LIVE_STREAM = /\/api\/events(\?|$)/;

const inFlightOf = new WeakMap<Page, Set<Request>>();

/**
 * Counts a page's requests in flight, the live stream aside. The fixtures call it as each page
 * opens; `settle` on a page opened otherwise (`browser.newPage()`) starts counting then.
 */
export function trackRequests(page: Page): Set<Request> {
  const known = inFlightOf.get(page);
  if (known) return known;
  const inFlight = new Set<Request>();
  inFlightOf.set(page, inFlight);
  page.on('request', (request) => {
    if (!LIVE_STREAM.test(request.url())) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return inFlight;
}

/**
 * What `waitForLoadState('networkidle')` did before the app kept a live stream open (which
 * Playwright counts as a connection forever): the page loaded, then no request in flight for
 * `quietMs`, the stream aside.
 */
export async function settle(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  const inFlight = trackRequests(page);
  await page.waitForLoadState('load');
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < timeout) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
  const pending = [...inFlight].map((request) => request.url()).join(', ');
  throw new Error(`Requests still in flight after ${timeout} ms: ${pending}`);
}
