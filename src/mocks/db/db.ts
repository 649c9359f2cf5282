import { seed } from './seed';
import type { Db } from './types';

/**
 * The one database object. Its identity never changes (modules keep a reference to it); reset
 * and load replace its collections in place.
 */
export const db: Db = seed();

export function replaceDb(next: Db): void {
  Object.assign(db, next);
}

export function resetDb(): void {
  replaceDb(seed());
}

/** Ids are integers, one sequence per collection: the next free one. */
export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}
