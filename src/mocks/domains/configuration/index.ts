import { defineDomain } from '../../registry/defineDomain';
import { configurationHandlers } from './handlers';
import { seedConfiguration } from './seed';

export type { PublicConfiguration, ServerTranslations } from './records';

/** The platform's configuration: rights catalogue, enums, the operator's public configuration. */
export const domain = defineDomain({
  name: 'configuration',
  seed: () => ({ configuration: seedConfiguration() }),
  handlers: configurationHandlers,
});
