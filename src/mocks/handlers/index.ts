import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { configurationHandlers } from './configuration';
import { demoHandlers } from './demo';
import { fileHandlers } from './files';
import { organizationHandlers } from './organizations';

/** Every handler of the demo API; a new domain adds its `<domain>Handlers` here. */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...configurationHandlers,
  ...organizationHandlers,
  ...fileHandlers,
  ...demoHandlers,
];
