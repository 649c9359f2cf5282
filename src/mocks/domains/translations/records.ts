import type { Schemas } from '../../../lib/api/contract';

export type TranslationLocale = Schemas['TranslationLocale'];
export type CachePartName = Schemas['CachePart']['name'];

/** One saved change of a key's text in one language: what the history shows and undo reads. */
export interface TranslationChangeRecord {
  id: number;
  namespace: string;
  key: string;
  locale: TranslationLocale;
  /** The text shown before (null: none). */
  before: string | null;
  /** The override after the change (null: back to the bundled text). */
  after: string | null;
  changedAt: string;
  changedBy: number;
}

declare module '../../db/types' {
  interface Db {
    translationChanges: TranslationChangeRecord[];
    /** When each part of the server's cache was last built. */
    cacheBuilds: Record<CachePartName, string>;
  }
}
