import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  API_PORT,
  API_URL,
  APP_ORIGINS,
  APP_PORT,
  APP_URL,
  BARE_LOGIN_PORT,
  BARE_LOGIN_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
} from './support/env';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against a production
 * build served by `vite preview`, talking to the demo API. Both run on their own ports (3101 and
 * 4174) so they never collide with a developer's `npm start` (3001 and 5173).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `${root}test-results/e2e`,
  // One worker: the demo API is shared and reset per test file, and the LCP budget needs a quiet CPU.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      name: 'demo-api',
      command: 'npx tsx src/mocks/server.ts --reset',
      cwd: root,
      // DEMO_API_CONTROLS: the journeys reset the database and move the clock (__demo/*);
      // DEMO_API_OUTBOX: they read the mailed links; DEMO_API_ORIGINS: the build's origin only.
      env: {
        DEMO_API_PORT: String(API_PORT),
        DEMO_API_DATA: '.demo-data/e2e.json',
        DEMO_API_CONTROLS: '1',
        DEMO_API_OUTBOX: '1',
        DEMO_API_ORIGINS: APP_ORIGINS.join(','),
      },
      port: API_PORT,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'app',
      command: `npx vite build --outDir dist-e2e --emptyOutDir --logLevel warn && npx vite preview --outDir dist-e2e --port ${APP_PORT} --strictPort`,
      cwd: root,
      // A build shows the demo mailbox only when asked: the journeys follow its links.
      env: { VITE_API_URL: API_URL, VITE_DEMO_MAILBOX: 'true' },
      url: APP_URL,
      reuseExistingServer: !CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The reference of the first-paint budget (performance.spec.ts).
      name: 'bare-login',
      command: `npx vite build -c tests/e2e/bare-login/vite.config.ts --logLevel warn && npx vite preview -c tests/e2e/bare-login/vite.config.ts --port ${BARE_LOGIN_PORT} --strictPort`,
      cwd: root,
      url: BARE_LOGIN_URL,
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
