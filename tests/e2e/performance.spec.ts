import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { loginForm } from './support/auth';
import { expect, test } from './support/fixtures';

/**
 * Largest contentful paint of a cold /login (fresh context, cache disabled, CPU throttled 4x through
 * CDP), median of 3 runs, against a budget of 1.3 x 1.2 s (FIELD-NOTES.md). Also sums the JS the
 * browser fetched, gzip -9 per file, as a cross-check of `npm run size`.
 */
const RUNS = 3;
const CPU_THROTTLE = 4;
const LCP_BUDGET_MS = Number(process.env.LCP_BUDGET_MS ?? 1560);

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

async function coldLogin(browser: Browser): Promise<ColdLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });

    const bodies: Promise<{ url: string; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
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

    await page.goto('/login');
    await expect(loginForm(page).submit).toBeVisible({ timeout: 20_000 });
    const lcp = await settledLcp(page);
    await page.waitForLoadState('networkidle');
    return { lcp, scripts: await Promise.all(bodies) };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

test('cold /login paints its largest element within budget at 4x CPU', async ({ browser }) => {
  test.setTimeout(180_000);
  const loads: ColdLoad[] = [];
  for (let run = 0; run < RUNS; run += 1) loads.push(await coldLogin(browser));

  const samples = loads.map((load) => load.lcp).sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? Number.NaN;
  console.log(`LCP /login (${CPU_THROTTLE}x CPU): ${Math.round(median)} ms`);
  const runs = loads.map((load) => `${Math.round(load.lcp)} ms`).join(', ');
  // The budget assumes a quiet machine: the load average tells whether other work skewed the runs.
  const machine = `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
  console.log(`  runs in order: ${runs}; budget ${LCP_BUDGET_MS} ms; ${machine}`);

  const scripts = loads[0]?.scripts ?? [];
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
  expect(median, `median LCP of ${RUNS} cold runs`).toBeLessThanOrEqual(LCP_BUDGET_MS);
});
