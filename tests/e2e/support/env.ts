/** Ports, addresses and browser settings shared by the Playwright config and the journeys. */
/**
 * E2E_PORT_OFFSET moves every port, so two checkouts on one machine run their journeys at once
 * (each with its own demo APIs, previews and reference page).
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/**
 * The journeys run on LANES workers; each worker (its lane: Playwright's TEST_PARALLEL_INDEX) has
 * its own demo API (own port and data file) and its own preview of the build pointed at it, so
 * the writes and clock moves of one worker never show in the other's. In the config's process
 * (no worker) the lane is 0.
 */
export const LANES = 2;
export const LANE = Math.min(Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0, LANES - 1);
export const apiPortOf = (lane: number) => 3101 + OFFSET + lane;
export const appPortOf = (lane: number) => 4174 + OFFSET + lane;
export const apiUrlOf = (lane: number) => `http://localhost:${apiPortOf(lane)}/`;
export const appUrlOf = (lane: number) => `http://localhost:${appPortOf(lane)}`;
/** The origins a lane's demo API answers CORS for: its preview, by either local name. */
export const appOriginsOf = (lane: number) => [
  appUrlOf(lane),
  `http://127.0.0.1:${appPortOf(lane)}`,
];

/** This worker's demo API and preview. */
export const API_PORT = apiPortOf(LANE);
export const APP_PORT = appPortOf(LANE);
export const API_URL = apiUrlOf(LANE);
export const APP_URL = appUrlOf(LANE);
/** The bare login page the first-paint benchmark is measured against (tests/e2e/bare-login). */
export const BARE_LOGIN_PORT = 4176 + OFFSET;
export const BARE_LOGIN_URL = `http://localhost:${BARE_LOGIN_PORT}`;

/** Debian's Chromium (CHROMIUM_PATH moves it): the project never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/** The demo accounts of DECISIONS.md and where each lands after a login without redirect (spec, section 2). */
export { DEMO_PASSWORD } from '../../../src/entities/account/contract';
export const DEMO_ACCOUNTS = [
  { email: 'buyer@demo.aero', landing: '/' },
  { email: 'seller@demo.aero', landing: '/' },
  { email: 'heli@demo.aero', landing: '/' },
  { email: 'multi@demo.aero', landing: '/' },
  { email: 'operator@demo.aero', landing: '/' },
] as const;
export type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];
