import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { db, replaceDb } from './db';
import { seed } from './seed';

/**
 * Persistence of the Node server (tests never touch the disk). Kept out of the db barrel so
 * the handlers stay free of node:fs.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Loads a saved database; a collection missing from the file (saved before a feature added it)
 * or of the wrong kind comes from a fresh seed. Returns false when there is no usable file.
 */
export function loadFrom(file: string): boolean {
  if (!existsSync(file)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
  if (!isRecord(parsed)) return false;
  const fresh = seed();
  const saved: Record<string, unknown> = {};
  for (const [key, expected] of Object.entries(fresh)) {
    const value = parsed[key];
    if (Array.isArray(expected) ? Array.isArray(value) : isRecord(value)) saved[key] = value;
  }
  // Collections are checked by kind only: the file is the server's own output.
  replaceDb(Object.assign(fresh, saved));
  return true;
}

/** Writes to a temporary file then renames it, so a crash never leaves half a database. */
export function saveTo(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, JSON.stringify(db));
  renameSync(temporary, file);
}
