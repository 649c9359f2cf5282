// The demo API's Node server: HTTP to handlers, its headers, CORS and hosts, persistence (its
// failures and createDemoServer: httpServerFaults.test.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { db, resetDb } from './db';
import { dataFile, dir, login, start, withTempDataFile } from './httpServer.testkit';

// Each test starts a real server and touches the disk: on a busy CI machine one took 5.9 s, over
// vitest's default 5 s (FIELD-NOTES.md). A generous timeout keeps the suite from flaking.
vi.setConfig({ testTimeout: 30_000 });

withTempDataFile();

describe('the Node server', () => {
  it('listens on 127.0.0.1 unless told otherwise', async () => {
    const api = await start(true);
    const address = api.server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    expect(api.url).toBe(`http://127.0.0.1:${api.port}/`);
  });

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

  it('marks every answer no-store and nosniff', async () => {
    const api = await start(true);
    const answers = await Promise.all([
      fetch(`${api.url}api/enum/FlightType`),
      fetch(`${api.url}api/nothing-here`),
      fetch(`${api.url}api/rights`),
      fetch(`${api.url}api/rights`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173' },
      }),
    ]);
    for (const response of answers) {
      expect(response.headers.get('cache-control'), String(response.status)).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
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

  it('refuses a Host that is not this machine (DNS rebinding) with 421, before any handler', async () => {
    const api = await start(true);
    const asked = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: api.port,
            path: '/api/enum/FlightType',
            headers: { Host: host },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const rebound = await asked(`evil.example:${api.port}`);
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body)).toMatchObject({ code: 421 });
    for (const host of [`localhost:${api.port}`, `127.0.0.1:${api.port}`, `[::1]:${api.port}`]) {
      expect((await asked(host)).status, host).toBe(200);
    }
  });

  it("refuses a call from another site's page (its Origin) with 403 and no CORS header", async () => {
    const api = await start(true);
    const response = await fetch(`${api.url}api/reset-password-mail`, {
      method: 'PATCH',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: '{"email":"operator@demo.aero"}',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(db.outbox).toEqual([]);
    const own = await fetch(`${api.url}api/enum/FlightType`, {
      headers: { Origin: 'http://localhost:4174' },
    });
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:4174');
    expect(own.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('answers CORS for the origins it is given only', async () => {
    const api = await start(true, { origins: ['https://demo.example'] });
    const own = await fetch(`${api.url}api/enum/FlightType`, {
      headers: { Origin: 'https://demo.example' },
    });
    expect(own.headers.get('access-control-allow-origin')).toBe('https://demo.example');
    const dev = await fetch(`${api.url}api/enum/FlightType`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(dev.status).toBe(403);
  });

  it('writes uploads to a folder beside the data file, keeps them over a restart, drops them on reset', async () => {
    const first = await start(true);
    const user = await login(first.url);
    const form = new FormData();
    const pdf = `%PDF-1.4 ${'x'.repeat(100_000)}`;
    form.append('file', new File([pdf], 'report.pdf', { type: 'application/pdf' }));
    const uploaded = await fetch(`${first.url}api/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const folder = join(dir, 'nested', 'db-files');
    expect(readdirSync(folder)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);
    const saved = readFileSync(dataFile, 'utf8');
    expect(saved).not.toContain('x'.repeat(1000));
    expect(saved).not.toContain(Buffer.from('x'.repeat(1200)).toString('base64'));
    await first.close();

    resetDb();
    const second = await start(false);
    expect(await (await fetch(`${second.url}${url.slice(1)}`)).text()).toBe(pdf);
    await second.close();

    await start(true);
    expect(readdirSync(folder)).toEqual([]);
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
