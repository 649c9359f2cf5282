/**
 * Shared set-up of the demo API server's tests (httpServer*.test.ts): a temporary data file per
 * test, the servers a test started closed after it, and a login over HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import type { AuthUser } from '../lib/auth/types';
import { DEMO_PASSWORD, resetDb } from './db';
import { startDemoApi } from './httpServer';
import { loadDomains } from './registry';

export const { handlers } = await loadDomains();

/** This test's folder and data file (live bindings: set before each test). */
export let dir: string;
export let dataFile: string;
export const running: { close: () => Promise<void> }[] = [];

/** Called at a test file's top: each test gets its own folder, and its servers are closed after it. */
export function withTempDataFile(): void {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'demo-api-'));
    dataFile = join(dir, 'nested', 'db.json');
    resetDb();
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((api) => api.close()));
    rmSync(dir, { recursive: true, force: true });
  });
}

export interface StartTestOptions {
  file?: string;
  log?: () => void;
  origins?: string[];
}

export async function start(reset: boolean, options: StartTestOptions = {}) {
  const api = await startDemoApi({
    port: 0,
    dataFile: options.file ?? dataFile,
    reset,
    log: options.log,
    origins: options.origins,
  });
  running.push(api);
  return api;
}

export async function login(url: string): Promise<AuthUser> {
  const response = await fetch(`${url}api/login_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
    body: JSON.stringify({ username: 'buyer@demo.aero', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  return (await response.json()) as AuthUser;
}
