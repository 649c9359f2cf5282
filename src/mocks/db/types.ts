/**
 * The demo API's in-memory database. Dates are ISO strings so that the whole database is plain
 * JSON (the Node server persists it as one file).
 *
 * Each domain adds its collections by module augmentation, next to its records, so adding a
 * domain edits nothing here:
 *
 *   declare module '../../db/types' {
 *     interface Db { crewMembers: CrewMemberRecord[] }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains
export interface Db {}

export type CollectionName = {
  [K in keyof Db]: Db[K] extends unknown[] ? K : never;
}[keyof Db];

/**
 * One record of a collection, as the domain that declares it shapes it: how the shared helpers
 * (auth/) read the collections they work on without importing that domain (which imports them).
 */
export type RecordOf<C extends CollectionName> = Db[C] extends readonly (infer R)[] ? R : never;
