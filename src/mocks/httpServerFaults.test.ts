// The demo API's Node server on a bad day (disk, corrupt file, bodies), and createDemoServer.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BODY_LIMIT_BYTES, createDemoServer } from './httpServer';
import { dir, handlers, login, running, start, withTempDataFile } from './httpServer.testkit';

// Each test starts a real server and touches the disk: on a busy CI machine one took 5.9 s, over
// vitest's default 5 s (FIELD-NOTES.md). A generous timeout keeps the suite from flaking.
vi.setConfig({ testTimeout: 30_000 });

withTempDataFile();

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

  async function serve(log: () => void) {
    const server = createDemoServer({ handlers: [...handlers, ...extra], saver: null, log });
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

  it('lets a multipart upload of 2 MB through', async () => {
    const url = await serve(vi.fn());
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(2_000_000)]), 'licence.pdf');
    const response = await fetch(`${url}upload`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ size: 2_000_000 });
  });
});
