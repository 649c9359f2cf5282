import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../lib/auth/types';
import { db, resetDb } from './db';
import { startDemoApi } from './httpServer';

let dir: string;
let dataFile: string;
const running: { close: () => Promise<void> }[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-api-'));
  dataFile = join(dir, 'nested', 'db.json');
  resetDb();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function start(reset: boolean) {
  const api = await startDemoApi({ port: 0, dataFile, reset });
  running.push(api);
  return api;
}

async function login(url: string): Promise<AuthUser> {
  const response = await fetch(`${url}api/login_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
    body: JSON.stringify({ username: 'buyer@demo.aero', password: 'Aviation2026!' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  return (await response.json()) as AuthUser;
}

describe('the Node server', () => {
  it('turns HTTP requests into handler calls, with headers and JSON bodies', async () => {
    const api = await start(true);
    const user = await login(api.url);
    const rights = await fetch(`${api.url}api/rights`, {
      headers: {
        authorization: `Bearer ${user.token}`,
        selectedorganizationid: String(user.organizations[0]?.id),
      },
    });
    expect(rights.status).toBe(200);
    expect(((await rights.json()) as unknown[]).length).toBeGreaterThan(50);
    const search = await fetch(`${api.url}api/enum/FlightType`);
    expect(await search.json()).toHaveProperty('schengen', 'schengen');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const api = await start(true);
    const response = await fetch(`${api.url}api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'Not found' });
  });

  it('answers CORS preflights for local origins only', async () => {
    const api = await start(true);
    const preflight = (origin: string) =>
      fetch(`${api.url}api/organization`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers':
            'authorization,content-type,lang,measurement,selectedorganizationid',
        },
      });
    const local = await preflight('http://127.0.0.1:4173');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(local.headers.get('access-control-allow-credentials')).toBe('true');
    expect(local.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = (local.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of [
      'authorization',
      'content-type',
      'lang',
      'measurement',
      'selectedorganizationid',
    ]) {
      expect(allowed).toContain(header);
    }
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('persists to the data file and reloads it after a restart', async () => {
    const first = await start(true);
    expect(existsSync(dataFile)).toBe(true);
    const user = await login(first.url);
    const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      accessTokens: { token: string }[];
    };
    expect(saved.accessTokens.map((t) => t.token)).toContain(user.token);
    await first.close();

    resetDb(); // what a new process would start from
    expect(db.accessTokens).toEqual([]);
    const second = await start(false);
    const rights = await fetch(`${second.url}api/rights`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(rights.status).toBe(200);
  });

  it('reseeds with reset, dropping saved sessions', async () => {
    const first = await start(true);
    const user = await login(first.url);
    await first.close();
    const second = await start(true);
    const rights = await fetch(`${second.url}api/rights`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(rights.status).toBe(401);
  });
});
