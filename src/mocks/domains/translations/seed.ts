import { today } from '../../db/clock';
import type { CachePartName } from './records';

/**
 * The cache was built at the start of the demo clock's day (UTC), as the other seeds are dated
 * from it: a reseed gives the same data. The history starts empty.
 */
export function seedCacheBuilds(): Record<CachePartName, string> {
  const at = `${today()}T00:00:00.000Z`;
  return { publicConfiguration: at, translations: at, enumerations: at };
}
