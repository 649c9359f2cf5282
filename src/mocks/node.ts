import { setupServer } from 'msw/node';
import { createContractRecorder, forgedByTest, isForged } from './contract';
import { loadDomains } from './registry';

/** The demo API inside tests: msw/node intercepts the app's calls (tests/setup.ts). */
const { handlers } = await loadDomains();

export const server = setupServer(...handlers);

/**
 * Every response the demo API gives is checked against docs/api/openapi.yaml; tests/setup.ts
 * fails the test a violation happened in. Handlers a test adds with `server.use` forge their
 * answers on purpose (a 500, a malformed body): theirs are not checked.
 */
export const contract = createContractRecorder();
server.events.on('response:mocked', ({ request, response }) => {
  if (!isForged(response)) contract.observe(request, response);
});
const addHandlers = server.use.bind(server);
server.use = (...runtime) => addHandlers(...runtime.map(forgedByTest));

export { resetDemoApi } from './db';
