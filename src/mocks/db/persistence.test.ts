import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { db, resetDb } from './db';
import { loadFrom, saveTo } from './persistence';
import { seed } from './seed';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-db-'));
  resetDb();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('round-trips the database through a file', () => {
  const file = join(dir, 'a', 'db.json');
  db.organizations[0] = {
    ...db.organizations[0],
    legalName: 'Renamed SAS',
  } as (typeof db.organizations)[0];
  saveTo(file);
  resetDb();
  expect(loadFrom(file)).toBe(true);
  expect(db.organizations[0]?.legalName).toBe('Renamed SAS');
});

it('fills collections an older file lacks from the seed', () => {
  const file = join(dir, 'old.json');
  writeFileSync(file, JSON.stringify({ organizations: [], workroles: 'broken' }));
  expect(loadFrom(file)).toBe(true);
  expect(db.organizations).toEqual([]);
  expect(db.workroles).toEqual(seed().workroles);
  expect(db.users).toEqual(seed().users);
});

it('reports a missing or unreadable file', () => {
  expect(loadFrom(join(dir, 'none.json'))).toBe(false);
  const file = join(dir, 'bad.json');
  writeFileSync(file, '{ not json');
  expect(loadFrom(file)).toBe(false);
});
