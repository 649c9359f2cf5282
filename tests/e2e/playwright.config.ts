import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { APP_URL, CHROMIUM_ARGS, CHROMIUM_PATH, LANES } from './support/env';
import { appServer, demoApiServer } from './support/servers';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser; CHROMIUM_PATH moves it)
 * against a production build served by `vite preview`, talking to the demo API. They run on
 * LANES workers; each has its own demo API (3101, 3102) and preview (4174, 4175), so they never
 * collide with each other nor with a developer's `npm start` (3001 and 5173).
 *
 * The `setup` project logs in once per demo account and saves its storage state
 * (setup/accounts.setup.ts); journeys that only need to be logged in start from it (startAs).
 * The first-paint benchmark has its own config (bench.config.ts, `npm run bench`).
 *
 * Each lane's demo API checks its answers against docs/api/openapi.yaml; the global teardown
 * (support/contractTeardown.ts) prints how many it checked and fails the run on any violation.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const CI = Boolean(process.env.CI);
const lanes = Array.from({ length: LANES }, (_, lane) => lane);

export default defineConfig({
  testDir: '.',
  outputDir: `${root}test-results/e2e`,
  // Screenshot baselines (visual.spec.ts), committed: one per name, without the platform suffix,
  // since every run (a developer's, CI's) uses Debian's Chromium on Linux.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  // A worker per lane; a file's tests stay on one worker, in order (the demo API is reset per file).
  workers: LANES,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Each worker's own preview: support/fixtures.ts sets baseURL from the worker's lane.
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    ...devices['Desktop Chrome'],
  },
  projects: [
    { name: 'setup', testMatch: 'setup/*.setup.ts' },
    { name: 'chromium', testMatch: '*.spec.ts', dependencies: ['setup'] },
  ],
  globalTeardown: './support/contractTeardown.ts',
  webServer: [
    ...lanes.map((lane) => demoApiServer(lane, { contract: true })),
    ...lanes.map(appServer),
  ],
});
