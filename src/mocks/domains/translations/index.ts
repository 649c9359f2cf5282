import { defineDomain } from '../../registry/defineDomain';
import { cacheHandlers } from './cache';
import { translationHandlers } from './handlers';
import { seedCacheBuilds } from './seed';

export type { TranslationChangeRecord } from './records';

/**
 * The operator's translations and the server's cache (DECISIONS.md "Administration"):
 *
 *   GET api/translations; PATCH /{namespace}/{key}; GET .../history    handlers.ts
 *   POST api/translation-change/{id}/undo                              handlers.ts (history.ts)
 *   GET, DELETE api/cache                                              cache.ts
 *
 * The catalogue is the bundled locales (bundled.ts) under the operator's overrides, which live
 * in the configuration domain's public configuration: a saved text is served at once by
 * GET marketplace-public-configuration, so running apps get it on their next load.
 */
export const domain = defineDomain({
  name: 'translations',
  after: ['configuration'],
  seed: () => ({ translationChanges: [], cacheBuilds: seedCacheBuilds() }),
  handlers: [...translationHandlers, ...cacheHandlers],
});
