// The demo API's event stream over real HTTP: each event reaches the client as it happens.
import { describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { publishChanges } from './domains/notifications';
import { login, start, withTempDataFile } from './httpServer.testkit';

// A real server on a busy machine (as httpServer.test.ts).
vi.setConfig({ testTimeout: 30_000 });

withTempDataFile();

const decoder = new TextDecoder();

/** Reads the stream until `wanted` appears (the test's timeout is the bound). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, wanted: string) {
  let text = '';
  while (!text.includes(wanted)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe('GET api/events', () => {
  it('answers 401 without a valid token', async () => {
    const api = await start(true);
    expect((await fetch(`${api.url}api/events?token=nope`)).status).toBe(401);
  });

  it('streams, unbuffered, a change of a record of the buyer organization', async () => {
    const api = await start(true);
    const user = await login(api.url);
    const response = await fetch(`${api.url}api/events?token=${user.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('a body expected');
    expect(await readUntil(reader, ': open')).toContain('retry: 3000');

    const buyerOrganization = user.organizations[0]?.id;
    const quote = db.quotes.find((q) => q.client.id === buyerOrganization);
    if (!quote) throw new Error('a quote of the buyer expected');
    quote.updatedAt = new Date().toISOString();
    publishChanges();
    const event = `{"type":"quote","id":${quote.id},"organizationId":${buyerOrganization}}`;
    expect(await readUntil(reader, event)).toContain(`event: change\ndata: ${event}`);
    await reader.cancel();
  });
});
