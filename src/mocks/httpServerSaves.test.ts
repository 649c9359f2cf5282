import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Saver } from './db/persistence';
import { createDemoServer } from './httpServer';

const handlers = [
  http.get('*/api/thing', () => HttpResponse.json({ ok: true })),
  http.post('*/api/thing', () => HttpResponse.json({ ok: true }, { status: 201 })),
];

const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

async function serve(saver: Saver) {
  const server = createDemoServer({ handlers, saver, log: vi.fn() });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
}

describe('when the Node server saves the database (issue 29)', () => {
  it('answers a read without writing the database out first; a write is saved before its answer', async () => {
    const saver = { saveIfChanged: vi.fn(), saveSoon: vi.fn(), close: vi.fn() };
    const url = await serve(saver);
    // A page's burst of reads: none waits for the whole database to be serialized.
    await Promise.all([1, 2, 3].map(() => fetch(`${url}api/thing`)));
    expect(saver.saveIfChanged).not.toHaveBeenCalled();
    expect(saver.saveSoon).toHaveBeenCalledTimes(3);
    expect((await fetch(`${url}api/thing`, { method: 'POST' })).status).toBe(201);
    expect(saver.saveIfChanged).toHaveBeenCalledTimes(1);
  });
});
