import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { BARE_LOGIN_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { settle } from '../support/settle';

/**
 * A benchmark (`npm run bench`), never a gate: the largest contentful paint of a cold /login (fresh
 * context, cache disabled, CPU throttled 4x through CDP), median of 7 runs, against that of a bare
 * login page on the same stack, printed with the ratio. Also sums the JS the browser fetched,
 * gzip -9 per file, as a cross-check of `npm run size` (the byte budgets there are the gates).
 */
const RUNS = 7;
const CPU_THROTTLE = 4;
/**
 * The target: within 1.3x the LCP of a bare login page on the same stack, same machine. Printed
 * beside the ratio, never enforced: on a shared machine the ratio of one build swung from 1.25 to
 * 1.42, more than the target's margin.
 */
const LCP_RATIO_TARGET = 1.3;

interface ColdLoad {
  lcp: number;
  scripts: { url: string; raw: number; gzip: number }[];
}

/** The latest LCP candidate, read once it has not changed for `quietMs`. */
async function settledLcp(page: Page, quietMs = 750, timeoutMs = 15_000): Promise<number> {
  const read = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? 0);
            observer.disconnect();
          });
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(0), 2_000);
        }),
    );
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (Date.now() < deadline) {
    await page.waitForTimeout(quietMs);
    const next = await read();
    if (next === last && next > 0) return next;
    last = next;
  }
  throw new Error(`LCP did not settle within ${timeoutMs} ms (last ${last} ms)`);
}

/**
 * One cold load. The script bodies are read only when asked: reading them through the protocol
 * during a measured load would slow the page with the most files.
 */
async function coldLogin(
  browser: Browser,
  { url = '/login', scripts = false }: { url?: string; scripts?: boolean } = {},
): Promise<ColdLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (!scripts) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });

    const bodies: Promise<{ url: string; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (!scripts) return;
      const isScript =
        response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
      if (!isScript || !response.ok()) return;
      bodies.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });

    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
    const lcp = scripts ? 0 : await settledLcp(page);
    await settle(page);
    return { lcp, scripts: await Promise.all(bodies) };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

// Tracing records every page it watches: off here, or it would weigh on the measured loads.
test.use({ trace: 'off', screenshot: 'off' });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

test('cold /login: its largest paint against a bare login page at 4x CPU, and its JS (printed)', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const loads: ColdLoad[] = [];
  const bare: number[] = [];
  // A first pair warms the servers' file caches and is not counted.
  await coldLogin(browser, { url: `${BARE_LOGIN_URL}/login` });
  await coldLogin(browser);
  // Interleaved, so that whatever else the machine does weighs on both alike.
  for (let run = 0; run < RUNS; run += 1) {
    bare.push((await coldLogin(browser, { url: `${BARE_LOGIN_URL}/login` })).lcp);
    loads.push(await coldLogin(browser));
  }

  const app = median(loads.map((load) => load.lcp));
  const reference = median(bare);
  const ratio = app / reference;
  console.log(`LCP /login (${CPU_THROTTLE}x CPU): ${Math.round(app)} ms`);
  console.log(
    `LCP bare login page (${CPU_THROTTLE}x CPU): ${Math.round(reference)} ms; ratio ${ratio.toFixed(2)} (target ${LCP_RATIO_TARGET})`,
  );
  const runs = loads.map((load) => `${Math.round(load.lcp)} ms`).join(', ');
  const bareRuns = bare.map((lcp) => `${Math.round(lcp)} ms`).join(', ');
  const machine = `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
  console.log(`  app runs: ${runs}; bare runs: ${bareRuns}; ${machine}`);

  const { scripts } = await coldLogin(browser, { scripts: true });
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${s.url.padEnd(48)} ${kb(s.raw).padStart(8)} KB ${kb(s.gzip).padStart(8)} KB gz`,
    );
  }
  console.log(
    `JS fetched for /login: ${scripts.length} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip -9 (cross-check of npm run size)`,
  );

  expect(scripts.length, 'the login page fetched some JS').toBeGreaterThan(0);
  if (ratio > LCP_RATIO_TARGET) {
    const note = `median LCP ratio ${ratio.toFixed(2)} above the target ${LCP_RATIO_TARGET}`;
    console.warn(`NOTE: ${note} (${machine})`);
    test.info().annotations.push({ type: 'benchmark', description: note });
  }
});
