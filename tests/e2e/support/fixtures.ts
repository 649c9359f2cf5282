import { test as base, expect } from '@playwright/test';
import { API_URL, APP_URL } from './env';
import { trackRequests } from './settle';

/** POST /__demo/reset on this worker's demo API: it reseeds its database (DECISIONS.md, "The demo API"). */
export async function resetDemoApi(): Promise<void> {
  const response = await fetch(new URL('__demo/reset', API_URL), { method: 'POST' });
  if (!response.ok) {
    throw new Error(`Demo API reset failed: ${response.status} ${await response.text()}`);
  }
}

let lastResetFile: string | undefined;

/**
 * The journeys' `test`: before the first test of each spec file, the worker's demo API is reset,
 * so a file never depends on what an earlier one changed. (Playwright has no per-file hook that a
 * shared module can register once, so an automatic fixture remembers the last file it saw.)
 * Pages open the worker's own preview (its lane, support/env.ts).
 */
export const test = base.extend<{ demoApiReset: undefined }>({
  // eslint-disable-next-line no-empty-pattern -- as below.
  baseURL: async ({}, provide) => provide(APP_URL),
  // Every page of the test's context counts its requests from the start (support/settle.ts).
  context: async ({ context }, provide) => {
    context.on('page', (page) => void trackRequests(page));
    await provide(context);
  },
  demoApiReset: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern.
    async ({}, provide, testInfo) => {
      if (lastResetFile !== testInfo.file) {
        await resetDemoApi();
        lastResetFile = testInfo.file;
      }
      await provide(undefined);
    },
    { auto: true },
  ],
});

export { expect };
