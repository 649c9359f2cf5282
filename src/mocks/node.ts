import { setupServer } from 'msw/node';
import { loadDomains } from './registry';

/** The demo API inside tests: msw/node intercepts the app's calls (tests/setup.ts). */
const { handlers } = await loadDomains();

export const server = setupServer(...handlers);

export { resetDemoApi } from './db';
