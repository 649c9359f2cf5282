import { now } from '../../db';
import type { CachePartName } from './records';

/** The cache was built when the demo started; the history starts empty. */
export function seedCacheBuilds(): Record<CachePartName, string> {
  const at = now().toISOString();
  return { publicConfiguration: at, translations: at, enumerations: at };
}
