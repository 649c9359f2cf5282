import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo API inside tests: msw/node intercepts the app's calls (tests/setup.ts). */
export const server = setupServer(...handlers);

export { resetDemoApi } from './handlers/demo';
