import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../lib/auth/types';
import { DEMO_PASSWORD, db, resetDb } from './db';
import { createResponseValidator } from '../lib/contract/responseValidator';
import { createContractRecorder, type ContractRecorder } from './contract';
import type { ContractReport } from './contractReport';
import { BODY_LIMIT_BYTES, createDemoServer, startDemoApi } from './httpServer';
import { loadDomains } from './registry';

// Each test starts a real server and touches the disk: on a busy CI machine one took 5.9 s, over
// vitest's default 5 s (FIELD-NOTES.md). A generous timeout keeps the suite from flaking.
vi.setConfig({ testTimeout: 30_000 });

const { handlers } = await loadDomains();

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

interface StartTestOptions {
  file?: string;
  log?: () => void;
  origins?: string[];
}

async function start(reset: boolean, options: StartTestOptions = {}) {
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

async function login(url: string): Promise<AuthUser> {
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

describe('the Node server on a bad day', () => {
  it('keeps answering on a failing disk, logs it, and saves once the disk is back', async () => {
    const blocker = join(dir, 'blocker');
    writeFileSync(blocker, 'a file where the data folder should be');
    const file = join(blocker, 'db.json');
    const log = vi.fn();
    const api = await start(true, { file, log });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not save'));

    const user = await login(api.url);
    const rights = await fetch(`${api.url}api/rights`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(rights.status).toBe(200);

    rmSync(blocker);
    await login(api.url);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { accessTokens: { token: string }[] };
    expect(saved.accessTokens.map((t) => t.token)).toContain(user.token);
  });

  it('moves a corrupt data file aside and starts from the seed', async () => {
    const file = join(dir, 'db.json');
    writeFileSync(file, '{"organizations": [');
    const log = vi.fn();
    const api = await start(false, { file, log });
    expect(readdirSync(dir).some((name) => name.startsWith('db.json.corrupt-'))).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('moved to'));
    await login(api.url);
  });

  it('answers 413 in the API shape for a body over 1 MiB, and keeps serving', async () => {
    const api = await start(true);
    const response = await fetch(`${api.url}api/login_check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(BODY_LIMIT_BYTES), password: 'y' }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413, message: expect.any(String) });
    await login(api.url);
  });

  it('answers 415 in the API shape for a body that is not JSON', async () => {
    const api = await start(true);
    const response = await fetch(`${api.url}api/login_check`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'username=buyer@demo.aero&password=x',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 415, message: expect.any(String) });
  });
});

describe('createDemoServer', () => {
  const extra = [
    http.get('*/boom', () => {
      throw new Error('kaboom');
    }),
    http.post('*/upload', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      return HttpResponse.json({ size: file instanceof Blob ? file.size : 0 });
    }),
  ];

  async function serve(log: () => void, contract: ContractRecorder | null = null) {
    const server = createDemoServer({
      handlers: [...handlers, ...extra],
      saver: null,
      log,
      contract,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    running.push({ close: () => new Promise((resolve) => server.close(() => resolve())) });
    const address = server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  }

  it('answers 500 in the API shape when a handler throws, logs it, and keeps serving', async () => {
    const log = vi.fn();
    const url = await serve(log);
    const response = await fetch(`${url}boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 500, message: 'Internal Server Error' });
    expect(log).toHaveBeenCalledWith('[demo-api]', 'GET', '/boom', expect.any(Error));
    expect((await fetch(`${url}api/enum/FlightType`)).status).toBe(200);
  });

  it('checks its answers against the document when told to, and reports them at /__contract', async () => {
    const integer = { type: 'object', properties: { size: { type: 'integer' } } };
    const document = {
      paths: {
        '/upload': {
          post: { responses: { '200': { content: { 'application/json': { schema: integer } } } } },
        },
        '/api/enum/{name}': {
          get: {
            responses: {
              '200': { content: { 'application/json': { schema: { type: 'string' } } } },
            },
          },
        },
      },
    };
    const validator = createResponseValidator(document);
    const url = await serve(
      vi.fn(),
      createContractRecorder(() => validator, false),
    );
    const form = new FormData();
    form.append('file', new Blob(['abc']), 'a.txt');
    expect((await fetch(`${url}upload`, { method: 'POST', body: form })).status).toBe(200);
    expect((await fetch(`${url}api/enum/FlightType`)).status).toBe(200);
    await fetch(`${url}boom`);
    const report = (await (await fetch(`${url}__contract`)).json()) as ContractReport;
    expect(report).toEqual({
      validated: 2,
      undocumented: { 'GET /boom': 1 },
      violations: [
        expect.stringMatching(/^GET \/api\/enum\/\{name\} 200: \(body\) must be string \(got \{/),
      ],
    });
  });

  it('has no /__contract without the check', async () => {
    const url = await serve(vi.fn());
    expect((await fetch(`${url}__contract`)).status).toBe(404);
  });

  it('lets a multipart upload of 2 MB through', async () => {
    const url = await serve(vi.fn());
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(2_000_000)]), 'licence.pdf');
    const response = await fetch(`${url}upload`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ size: 2_000_000 });
  });
});
