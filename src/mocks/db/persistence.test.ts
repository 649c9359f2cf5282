import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDomains } from '../registry';
import { db, resetDb, seed } from './db';
import { createSaver, loadFrom, saveTo } from './persistence';

await loadDomains();

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-db-'));
  resetDb();
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

function renameFirstOrganization(name: string) {
  const [first, ...others] = db.organizations;
  if (!first) throw new Error('no organization seeded');
  db.organizations = [{ ...first, legalName: name }, ...others];
}

describe('loadFrom and saveTo', () => {
  it('round-trips the database through a file', () => {
    const file = join(dir, 'a', 'db.json');
    renameFirstOrganization('Renamed SAS');
    saveTo(file);
    resetDb();
    expect(loadFrom(file)).toBe('loaded');
    expect(db.organizations[0]?.legalName).toBe('Renamed SAS');
  });

  it('fills collections an older file lacks from the seed', () => {
    const file = join(dir, 'old.json');
    writeFileSync(file, JSON.stringify({ organizations: [] }));
    expect(loadFrom(file)).toBe('loaded');
    expect(db.organizations).toEqual([]);
    expect(db.workroles).toEqual(seed().workroles);
    expect(db.crewMembers).toEqual(seed().crewMembers);
  });

  it('says when there is no file', () => {
    expect(loadFrom(join(dir, 'none.json'))).toBe('missing');
  });

  it.each([
    ['malformed JSON', '{ not json'],
    ['a JSON array', '[1, 2]'],
    // Reseeding these gave the demo users back their public password.
    ['users that are not a list', '{"users":"x"}'],
    ['a user without a password hash', '{"users":[{"id":1,"email":"a@b.c","status":"active"}]}'],
    ['records without ids', '{"organizations":[{"legalName":"A"}]}'],
    ['two records with one id', '{"crewMembers":[{"id":1},{"id":1}]}'],
    ['a collection object that is a list', '{"configuration":[]}'],
    [
      'memberships whose rights are not a list',
      '{"organizationUsers":[{"id":1,"organizationId":1,"userId":1,"status":"active","rights":"all"}]}',
    ],
    [
      'sessions of the shape before token rotation (logout could not revoke them)',
      `{"refreshTokens":[{"token":"${'a'.repeat(64)}","userId":1,"expiresAt":"2099-01-01T00:00:00.000Z"}]}`,
    ],
  ])('moves a corrupt file (%s) aside with a log line instead of overwriting it', (_, text) => {
    const file = join(dir, 'db.json');
    writeFileSync(file, text);
    const log = vi.fn();
    expect(loadFrom(file, log)).toBe('corrupt');
    expect(existsSync(file)).toBe(false);
    const aside = readdirSync(dir).filter((name) => name.startsWith('db.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, aside[0] ?? ''), 'utf8')).toBe(text);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining(`moved to ${join(dir, aside[0] ?? '')}`),
    );
    expect(db).toEqual(seed());
  });

  it('writes through a temporary file it then renames, leaving nothing else behind', () => {
    const file = join(dir, 'db.json');
    saveTo(file, '{"a":1}');
    saveTo(file, '{"a":2}');
    expect(readdirSync(dir)).toEqual(['db.json']);
    expect(readFileSync(file, 'utf8')).toBe('{"a":2}');
  });

  it('throws on a failing disk without touching the saved file', () => {
    const blocker = join(dir, 'blocker');
    writeFileSync(blocker, 'a file where the data folder should be');
    expect(() => saveTo(join(blocker, 'db.json'))).toThrow();
    expect(readFileSync(blocker, 'utf8')).toBe('a file where the data folder should be');
  });
});

describe('createSaver', () => {
  it('saves only what changed', () => {
    const write = vi.fn();
    const saver = createSaver(join(dir, 'db.json'), { write });
    saver.saveIfChanged();
    saver.saveIfChanged();
    expect(write).toHaveBeenCalledTimes(1);
    renameFirstOrganization('Changed SAS');
    saver.saveIfChanged();
    expect(write).toHaveBeenCalledTimes(2);
    saver.close();
  });

  it('saves a burst of saveSoon calls once, when they stop, and at close what is left', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const saver = createSaver(join(dir, 'db.json'), { write, soonMs: 250 });
    saver.saveIfChanged();
    renameFirstOrganization('Burst SAS');
    // A page's reads, 200 ms apart: none waits for a save in their midst.
    for (let read = 0; read < 3; read += 1) {
      saver.saveSoon();
      vi.advanceTimersByTime(200);
    }
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(write).toHaveBeenCalledTimes(2);
    renameFirstOrganization('Closed SAS');
    saver.saveSoon();
    saver.close();
    expect(write).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(250);
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('logs a failed save once, retries on a timer and at the next change, then says it recovered', () => {
    vi.useFakeTimers();
    let diskFull = true;
    const write = vi.fn(() => {
      if (diskFull) throw new Error('ENOSPC: no space left on device');
    });
    const log = vi.fn();
    const saver = createSaver(join(dir, 'db.json'), { write, log, retryMs: 1000 });

    expect(() => saver.saveIfChanged()).not.toThrow();
    renameFirstOrganization('Still failing SAS');
    saver.saveIfChanged();
    expect(write).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('ENOSPC'));

    diskFull = false;
    vi.advanceTimersByTime(1000);
    expect(write).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('saved'));
    saver.saveIfChanged();
    expect(write).toHaveBeenCalledTimes(3);
    saver.close();
  });
});
