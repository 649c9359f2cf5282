import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { acceptsSaved, db, replaceDb, seed } from './db';

/**
 * Persistence of the Node server (tests of the handlers never touch the disk). Kept out of the
 * db barrel so the handlers stay free of node:fs.
 */

export type Log = (...parts: unknown[]) => void;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `db.json` -> `db.json.corrupt-2026-05-01T10-00-00-000Z`: kept for a person to look at. */
function moveAside(file: string, reason: string, log: Log): void {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const aside = `${file}.corrupt-${stamp}`;
  // A file that cannot be moved aside must stop the server: saving would overwrite it.
  renameSync(file, aside);
  log(
    `[demo-api] ${file} is not a saved database (${reason}); moved to ${aside}, starting from the seed.`,
  );
}

export type LoadOutcome = 'loaded' | 'missing' | 'corrupt';

const hasIntegerId = (item: unknown) => isRecord(item) && Number.isSafeInteger(item.id);

/**
 * What is wrong with a saved collection, judged against the seeded one, or null: a list must be
 * a list of objects (with distinct integer ids when the seeded records have ids), an object an
 * object, and its domain's own check (`accepts`) must pass.
 */
function collectionProblem(name: string, saved: unknown, seeded: unknown): string | null {
  if (Array.isArray(seeded)) {
    if (!Array.isArray(saved)) return `${name} is not a list`;
    if (!saved.every(isRecord)) return `${name} holds something other than records`;
    if (seeded.length > 0 && seeded.every(hasIntegerId)) {
      if (!saved.every(hasIntegerId)) return `${name} has a record without an integer id`;
      if (new Set(saved.map((item) => item.id)).size !== saved.length) {
        return `${name} has two records with one id`;
      }
    }
  } else if (!isRecord(saved)) {
    return `${name} is not an object`;
  }
  return acceptsSaved(name, saved) ? null : `${name} does not have the shape its domain expects`;
}

/**
 * Loads a saved database. A collection missing from the file (saved before a domain added it)
 * comes from a fresh seed. A file that is not a JSON object, or one of whose collections has the
 * wrong shape, is moved aside with a log line, never silently replaced: reseeding a broken
 * `users` gave the demo users back their public password.
 */
export function loadFrom(file: string, log: Log = console.error): LoadOutcome {
  if (!existsSync(file)) return 'missing';
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    moveAside(file, messageOf(error), log);
    return 'corrupt';
  }
  if (!isRecord(parsed)) {
    moveAside(file, 'not a JSON object', log);
    return 'corrupt';
  }
  const fresh = seed();
  const saved: Record<string, unknown> = {};
  for (const [key, expected] of Object.entries(fresh)) {
    if (!(key in parsed)) continue;
    const value = parsed[key];
    const problem = collectionProblem(key, value, expected);
    if (problem) {
      moveAside(file, problem, log);
      return 'corrupt';
    }
    saved[key] = value;
  }
  replaceDb(Object.assign(fresh, saved));
  return 'loaded';
}

/**
 * Writes to a unique temporary file beside the target, flushes it to the disk, then renames it
 * over the target: a crash or a full disk never leaves half a database, and two writers never
 * share a temporary file.
 */
export function saveTo(file: string, text: string | Uint8Array = JSON.stringify(db)): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${randomUUID()}.tmp`);
  try {
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeFileSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

export interface SaverOptions {
  /** Injected in tests to fail like a full or read-only disk. */
  write?: (file: string, text: string) => void;
  log?: Log;
  /** First retry delay after a failure; doubles up to a minute. */
  retryMs?: number;
  /** How long saveSoon waits for calls to stop, gathering a burst into one save. */
  soonMs?: number;
}

export interface Saver {
  /** Saves when the database differs from what was last written; never throws. */
  saveIfChanged: () => void;
  /**
   * saveIfChanged once calls have stopped for a moment (once for the whole burst): what a read
   * may have changed (token pruning) is saved without a page's reads each writing out the whole
   * database first (issue 29: 8 MB of JSON per call, in series, on a busy machine).
   */
  saveSoon: () => void;
  /** Stops the timers and tries a last time. */
  close: () => void;
}

const MAX_RETRY_MS = 60_000;

/**
 * Save-on-change for the server. A failed save is logged (once per failure streak, and when it
 * recovers) and retried: at the next request and on a timer, so later requests still answer.
 */
export function createSaver(
  file: string,
  { write = saveTo, log = console.error, retryMs = 1000, soonMs = 1000 }: SaverOptions = {},
): Saver {
  let lastSaved: string | null = null;
  let soon: ReturnType<typeof setTimeout> | null = null;
  let failing = false;
  let delay = retryMs;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function retryLater() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      saveIfChanged();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  }

  function saveIfChanged() {
    // Reads may change state too (token pruning): compare with what was last written.
    const snapshot = JSON.stringify(db);
    if (snapshot === lastSaved) return;
    try {
      write(file, snapshot);
      lastSaved = snapshot;
      if (failing) log(`[demo-api] saved ${file} again.`);
      failing = false;
      delay = retryMs;
    } catch (error) {
      if (!failing) log(`[demo-api] could not save ${file}: ${messageOf(error)}; retrying.`);
      failing = true;
      retryLater();
    }
  }

  function saveSoon() {
    // Put off again by each call: the save runs in a quiet moment, not amid a page's reads.
    if (soon) clearTimeout(soon);
    soon = setTimeout(() => {
      soon = null;
      saveIfChanged();
    }, soonMs);
    soon.unref();
  }

  return {
    saveIfChanged,
    saveSoon,
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (soon) clearTimeout(soon);
      soon = null;
      saveIfChanged();
    },
  };
}
