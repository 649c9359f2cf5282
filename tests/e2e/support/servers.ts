import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig } from '@playwright/test';
import { BARE_LOGIN_PORT, BARE_LOGIN_URL, apiPortOf, appOriginsOf, appUrlOf } from './env';

/** The servers the journeys and the benchmark start (Playwright's `webServer` entries). */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const root = fileURLToPath(new URL('../../..', import.meta.url));
const CI = Boolean(process.env.CI);

/**
 * A lane's demo API: its own port and data file, reseeded at start. `contract`: it checks every
 * answer against docs/api/openapi.yaml (the journeys' teardown fails on a violation).
 */
export function demoApiServer(lane: number, { contract = false } = {}): WebServer {
  return {
    name: `demo-api-${lane}`,
    // tsx reads the @/ aliases from the app's tsconfig (tsconfig.json only references it).
    command: 'npx tsx --tsconfig tsconfig.app.json src/mocks/server.ts --reset',
    cwd: root,
    // DEMO_API_CONTROLS: the journeys reset the database and move the clock (__demo/*);
    // DEMO_API_OUTBOX: they read the mailed links; DEMO_API_ORIGINS: the lane's preview only.
    env: {
      DEMO_API_PORT: String(apiPortOf(lane)),
      DEMO_API_DATA: `.demo-data/e2e-${lane}.json`,
      DEMO_API_CONTROLS: '1',
      DEMO_API_OUTBOX: '1',
      DEMO_API_ORIGINS: appOriginsOf(lane).join(','),
      ...(contract ? { DEMO_API_CONTRACT: '1' } : {}),
    },
    port: apiPortOf(lane),
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/** A lane's preview of the production build (support/laneApp.ts). */
export function appServer(lane: number): WebServer {
  return {
    name: `app-${lane}`,
    command: `npx tsx --tsconfig tsconfig.node.json tests/e2e/support/laneApp.ts ${lane}`,
    cwd: root,
    url: appUrlOf(lane),
    reuseExistingServer: !CI,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/** The reference page of the first-paint benchmark (bench/firstPaint.bench.ts). */
export const bareLoginServer: WebServer = {
  name: 'bare-login',
  command: `npx vite build -c tests/e2e/bare-login/vite.config.ts --logLevel warn && npx vite preview -c tests/e2e/bare-login/vite.config.ts --port ${BARE_LOGIN_PORT} --strictPort`,
  cwd: root,
  url: BARE_LOGIN_URL,
  reuseExistingServer: !CI,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
};
