import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';
import { appServer, bareLoginServer, demoApiServer } from './support/servers';

/**
 * `npm run bench`: the benchmarks of bench/ in the journeys' browser settings, on one worker and
 * lane 0's servers beside the bare reference login page: the first paint of /login
 * (firstPaint.bench.ts), a page change and the switch to the calendar at 4x CPU
 * (interactions.bench.ts, logged in from the saved logins of the journeys' setup project), from
 * each menu entry of the five demo accounts to its content at 4x CPU (menuToContent.bench.ts), and
 * Lighthouse's scores of the public pages (lighthouse.bench.ts). They print their figures and
 * never fail on them: a timing swings on a busy machine by more than any budget's margin, so what
 * gates is the login page's JS in bytes (`npm run size`). `npm run bench -- interactions` runs one.
 */
export default defineConfig({
  ...journeys,
  testDir: 'bench',
  outputDir: fileURLToPath(new URL('../../test-results/bench', import.meta.url)),
  workers: 1,
  retries: 0,
  projects: [
    { name: 'setup', testDir: '.', testMatch: 'setup/*.setup.ts' },
    { name: 'bench', testMatch: '*.bench.ts', dependencies: ['setup'] },
  ],
  webServer: [demoApiServer(0), appServer(0), bareLoginServer],
});
