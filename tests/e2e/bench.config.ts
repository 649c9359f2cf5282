import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';
import { appServer, bareLoginServer, demoApiServer } from './support/servers';

/**
 * `npm run bench`: the first-paint benchmark (bench/firstPaint.bench.ts), in the journeys'
 * browser settings, on one worker and lane 0's servers beside the bare reference login page. It
 * prints its ratios and never fails on them: a timing swings on a busy machine by more than any
 * budget's margin, so what gates is the login page's JS in bytes (`npm run size`).
 */
export default defineConfig({
  ...journeys,
  testDir: 'bench',
  outputDir: fileURLToPath(new URL('../../test-results/bench', import.meta.url)),
  workers: 1,
  retries: 0,
  projects: [{ name: 'bench', testMatch: '*.bench.ts' }],
  webServer: [demoApiServer(0), appServer(0), bareLoginServer],
});
