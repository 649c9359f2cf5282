/** Ports, addresses and browser settings shared by the Playwright config and the journeys. */
/**
 * E2E_PORT_OFFSET moves every port, so two checkouts on one machine run their journeys at once
 * (each with its own demo API, preview and reference page).
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const API_PORT = 3101 + OFFSET;
export const APP_PORT = 4174 + OFFSET;
export const API_URL = `http://localhost:${API_PORT}/`;
export const APP_URL = `http://localhost:${APP_PORT}`;
/** The origins the e2e demo API answers CORS for: the build, by either local name. */
export const APP_ORIGINS = [APP_URL, `http://127.0.0.1:${APP_PORT}`];
/** The bare login page the LCP budget is measured against (tests/e2e/bare-login). */
export const BARE_LOGIN_PORT = 4176 + OFFSET;
export const BARE_LOGIN_URL = `http://localhost:${BARE_LOGIN_PORT}`;

/** Debian's Chromium: the project never downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/** The demo accounts of DECISIONS.md and where each lands after a login without redirect (spec, section 2). */
export { DEMO_PASSWORD } from '../../../src/features/auth/model/demoAccounts';
export const DEMO_ACCOUNTS = [
  { email: 'buyer@demo.aero', landing: '/order' },
  { email: 'seller@demo.aero', landing: '/order' },
  { email: 'heli@demo.aero', landing: '/order' },
  { email: 'multi@demo.aero', landing: '/order' },
  { email: 'operator@demo.aero', landing: '/' },
] as const;
export type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];
