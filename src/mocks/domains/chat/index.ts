import { defineDomain } from '../../registry/defineDomain';
import { readHandlers } from './handlers';
import { watchChats } from './live';
import { seedChats } from './seed';
import { sendHandlers } from './send';
import './records';

export type { ChatMessageRecord, ChatRecord } from './records';

// Messages in the bell, conversations on the live stream (notifications domain).
watchChats();

/**
 * The chat (spec sections 3 and 7, DECISIONS.md "Collaboration"): conversations between two
 * organizations that share a quote or an order, text messages with an optional upload (files
 * domain) and the quote they are about; unread counts per organization.
 *
 *   GET api/chat, api/chat/{id}, api/message/unread, /apps/chat/users/profile-user   handlers.ts
 *   PATCH api/chat (idempotent by the sender's clientId)                             send.ts
 *   the bell's `message` notifications and the live stream's `chat` events           live.ts
 */
export const domain = defineDomain({
  name: 'chat',
  after: ['auth', 'orders', 'files', 'notifications'],
  seed: seedChats,
  handlers: [...readHandlers, ...sendHandlers],
});
