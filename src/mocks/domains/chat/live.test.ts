// The chat in the bell (a message of the other side) and on the live stream (both sides hear).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../lib/api/contract';
import { resetDemoApi } from '../../db';
import { call, login } from '../../testing';
import { publishChanges } from '../notifications';

type NotificationPage = Schemas['NotificationPage'];

const ALPINE = 1;
const RIVIERA = 2;

beforeEach(() => {
  resetDemoApi();
  publishChanges(); // the fresh seed's fingerprints
});

async function as(email: string, organizationId: number) {
  const { token } = await login(email);
  return (method: string, path: string, body?: unknown) =>
    call(method, path, { token, organizationId, body });
}

async function messageNotifications(api: Awaited<ReturnType<typeof as>>) {
  const page = (await (await api('GET', 'api/notification')).json()) as NotificationPage;
  return page.notifications.filter((n) => n.kind === 'message');
}

describe('a chat message', () => {
  it('notifies the other organization, naming the sender, not the sender itself', async () => {
    const buyer = await as('buyer@demo.aero', ALPINE);
    const seller = await as('seller@demo.aero', RIVIERA);
    const before = (await messageNotifications(seller)).length;
    const sent = await buyer('PATCH', 'api/chat', {
      organizationId: RIVIERA,
      content: 'Can you tow the Falcon to stand 4 at 14:00?',
      clientId: crypto.randomUUID(),
    });
    expect(sent.status).toBe(201);
    const received = await messageNotifications(seller);
    expect(received).toHaveLength(before + 1);
    expect(received[0]).toMatchObject({
      kind: 'message',
      recordType: 'chat',
      actor: 'Alpine Executive Jets',
      read: false,
    });
    expect((await messageNotifications(buyer)).some((n) => n.id === received[0]?.id)).toBe(false);
  });

  it('is announced on the live stream to both organizations of the conversation', async () => {
    const buyer = await as('buyer@demo.aero', ALPINE);
    await buyer('PATCH', 'api/chat', {
      organizationId: RIVIERA,
      content: 'Fuel at 15:30, please.',
      clientId: crypto.randomUUID(),
    });
    const changes = publishChanges().filter((change) => change.type === 'chat');
    expect(changes).toEqual([
      { type: 'chat', id: expect.any(Number), organizationIds: [ALPINE, RIVIERA] },
    ]);
  });
});
