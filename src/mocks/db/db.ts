import { resetClock } from './clock';
import type { Db } from './types';

/**
 * A database before the domains' seeds fill it. The registry (registry/) fills every collection
 * before any handler runs, a promise no type can express: hence the one cast of the demo API.
 */
export function emptyDb(): Db {
  return {} as Db;
}

/**
 * The one database object. Its identity never changes (modules keep a reference to it); reset
 * and load replace its collections in place.
 */
export const db: Db = emptyDb();

/** What the registry installs once the domains are loaded. */
export interface DbSchema {
  /** A fresh database from every domain's seed. */
  seed: () => Db;
  /** Whether a saved collection may replace the seeded one (persistence.ts). */
  accepts: (collection: string, saved: unknown) => boolean;
}

let schema: DbSchema | null = null;

export function installSchema(next: DbSchema): void {
  schema = next;
}

function installed(): DbSchema {
  if (!schema) throw new Error('Demo API domains not loaded: await loadDomains() first.');
  return schema;
}

/** A fresh, deterministic database (for a given demo day): no randomness, so two seeds are equal. */
export function seed(): Db {
  return installed().seed();
}

export function acceptsSaved(collection: string, saved: unknown): boolean {
  return installed().accepts(collection, saved);
}

export function replaceDb(next: Db): void {
  Object.assign(db, next);
}

export function resetDb(): void {
  replaceDb(seed());
}

/** Back to the seeded database and the real time (tests, `__demo/reset`). */
export function resetDemoApi(): void {
  resetClock();
  resetDb();
}

/** The last id given in a collection of `db` (the id-sequences domain seeds and persists them). */
export interface IdSequenceRecord {
  collection: string;
  last: number;
}

declare module './types' {
  interface Db {
    idSequences: IdSequenceRecord[];
  }
}

/** The name of the collection of `db` that `items` is, if it is one. */
function collectionOf(items: readonly unknown[]): string | null {
  for (const [name, value] of Object.entries(db)) if (value === items) return name;
  return null;
}

/**
 * Ids are integers, one sequence per collection, never given twice: deleting the newest record
 * does not free its id, so a stale screen's call on a deleted record answers 404 instead of
 * changing the next one created (a cart line or a price-list line naming a deleted product
 * never names a new one). An array that is not a collection of `db` gets its highest id + 1.
 */
export function nextId(items: readonly { id: number }[]): number {
  const highest = items.reduce((max, item) => Math.max(max, item.id), 0);
  const sequences = Array.isArray(db.idSequences) ? db.idSequences : null;
  const collection = sequences ? collectionOf(items) : null;
  if (!sequences || collection === null) return highest + 1;
  const sequence = sequences.find((candidate) => candidate.collection === collection);
  const next = Math.max(highest, sequence?.last ?? 0) + 1;
  if (sequence) sequence.last = next;
  else sequences.push({ collection, last: next });
  return next;
}
