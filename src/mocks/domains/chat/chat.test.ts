import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import { FILE_STARTS, call, login, multipart } from '../../testing';

beforeEach(() => resetDemoApi());

const ALPINE = 1;
const RIVIERA = 2;

async function as(email: string, organizationId: number) {
  const { token } = await login(email);
  return (method: string, path: string, body?: unknown) =>
    call(method, path, { token, organizationId, body });
}

const send = (overrides: Record<string, unknown> = {}) => ({
  organizationId: RIVIERA,
  content: 'Is the hangar door wide enough for a Global 7500?',
  clientId: crypto.randomUUID(),
  ...overrides,
});

async function unread(api: Awaited<ReturnType<typeof as>>): Promise<number> {
  const body = (await (await api('GET', 'api/message/unread')).json()) as {
    numberOfUnreadMessages: number;
  };
  return body.numberOfUnreadMessages;
}

describe('chat: who can talk', () => {
  it('lets a buyer write to the seller of its orders, and refuses others with 403', async () => {
    const buyer = await as('buyer@demo.aero', ALPINE);
    expect((await buyer('PATCH', 'api/chat', send())).status).toBe(201);
    // The platform sells and buys nothing: no shared quote.
    const refused = await buyer('PATCH', 'api/chat', send({ organizationId: 4 }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 403, message: 'errors.chat_not_allowed' });
    const self = await buyer('PATCH', 'api/chat', send({ organizationId: ALPINE }));
    expect(self.status).toBe(403);
  });

  it('checks the token and the right, and hides other pairs’ conversations', async () => {
    expect((await call('GET', 'api/chat')).status).toBe(401);
    const dispatcher = await as('oliver.grant@thames-exec.co.uk', 11);
    expect((await dispatcher('GET', 'api/chat')).status).toBe(403);
    expect((await dispatcher('GET', 'api/message/unread')).status).toBe(403);
    const heli = await as('heli@demo.aero', 3);
    const foreign = db.chats.find(
      (chat) => chat.organization1Id !== 3 && chat.organization2Id !== 3,
    );
    expect((await heli('GET', `api/chat/${foreign?.id ?? 0}`)).status).toBe(404);
  });
});

describe('chat: validation', () => {
  it.each([
    ['no clientId', { clientId: undefined }, 'clientId'],
    ['an empty message without a file', { content: '   ' }, 'content'],
    ['a message over 2000 characters', { content: 'a'.repeat(2001) }, 'content'],
    ['no organization', { organizationId: 'riviera' }, 'organizationId'],
    ['a quote the pair does not share', { quoteId: 999_999 }, 'quoteId'],
    ['a file of another organization', { fileId: 424_242 }, 'fileId'],
  ])('answers 400 for %s', async (_label, overrides, field) => {
    const buyer = await as('buyer@demo.aero', ALPINE);
    const response = await buyer('PATCH', 'api/chat', send(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('answers 400 for a limit out of range', async () => {
    const buyer = await as('buyer@demo.aero', ALPINE);
    expect((await buyer('GET', 'api/chat/1?limit=0')).status).toBe(400);
  });

  it('sends a file uploaded first, with no text', async () => {
    const { token } = await login('buyer@demo.aero');
    const form = new FormData();
    form.append('file', new File([FILE_STARTS['application/pdf']], 'crew-list.pdf'));
    const upload = await call('POST', 'api/file', {
      token,
      organizationId: ALPINE,
      ...(await multipart(form)),
    });
    const { id } = (await upload.json()) as { id: number };
    const buyer = await as('buyer@demo.aero', ALPINE);
    const response = await buyer('PATCH', 'api/chat', send({ content: '', fileId: id }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: { filePath: 'crew-list.pdf' } });
  });
});

describe('chat: unread counts and sending once', () => {
  it('counts the other side’s messages until the conversation is read', async () => {
    const buyer = await as('buyer@demo.aero', ALPINE);
    const seller = await as('seller@demo.aero', RIVIERA);
    const before = await unread(buyer);
    expect(before).toBeGreaterThan(0);
    const sellerBefore = await unread(seller);
    await buyer('PATCH', 'api/chat', send());
    await buyer('PATCH', 'api/chat', send({ content: 'And a GPU, please.' }));
    // The sender's own messages are not unread for it; the receiver sees two more.
    expect(await unread(buyer)).toBe(before);
    expect(await unread(seller)).toBe(sellerBefore + 2);
    const list = (await (await seller('GET', 'api/chat')).json()) as {
      chats: { id: number; organization1: { id: number }; numberOfUnreadMessages: number }[];
    };
    const withAlpine = list.chats.find((chat) => chat.organization1.id === ALPINE);
    expect(withAlpine?.numberOfUnreadMessages).toBeGreaterThanOrEqual(2);
    await seller('GET', `api/chat/${withAlpine?.id ?? 0}`);
    expect(await unread(seller)).toBe(sellerBefore - (withAlpine?.numberOfUnreadMessages ?? 0) + 2);
  });

  it('stores a message once however often it is sent', async () => {
    const buyer = await as('buyer@demo.aero', ALPINE);
    const payload = send();
    const first = await buyer('PATCH', 'api/chat', payload);
    const again = await buyer('PATCH', 'api/chat', payload);
    expect([first.status, again.status]).toEqual([201, 200]);
    const [a, b] = (await Promise.all([first.json(), again.json()])) as {
      message: { id: number };
    }[];
    expect(b?.message.id).toBe(a?.message.id);
    expect(db.chatMessages.filter((m) => m.clientId === payload.clientId)).toHaveLength(1);
  });

  it('lists conversations newest first, searchable, with contacts not yet written to', async () => {
    const seller = await as('seller@demo.aero', RIVIERA);
    const body = (await (await seller('GET', 'api/chat')).json()) as {
      chats: { lastMessageDate: string }[];
      contacts: { id: number }[];
    };
    const dates = body.chats.map((chat) => chat.lastMessageDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.chats.length + body.contacts.length).toBeGreaterThan(1);
    const searched = (await (await seller('GET', 'api/chat?searchQuery=zzzz')).json()) as {
      chats: unknown[];
    };
    expect(searched.chats).toHaveLength(0);
  });
});
