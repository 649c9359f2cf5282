import { lazy } from 'react';
import { defineContributions } from '@/lib/contributions/contributions';
import { routeTo } from '@/lib/paths/routeTo';
import { CHAT_QUERY } from './paths';

/**
 * The unread count in the top bar (any acting organization that may chat), and "Message" on an
 * order or quote page, which opens the conversation with the other party about that record; a
 * message of the other side in the bell, and what a live change of a conversation refetches
 * (the tag names of api/chat.api.ts, written out: importing it would bring the chat's calls
 * into the startup chunk).
 */
export default defineContributions({
  notificationKinds: [
    {
      kind: 'message',
      sentenceKey: 'chat:notifications.message',
      to: ({ recordId }) => `${routeTo('chat.chat')}?${CHAT_QUERY.chat}=${recordId}`,
      permissions: ['CHAT_VIEW'],
    },
  ],
  liveTags: [
    {
      id: 'chat.conversation',
      recordType: 'chat',
      tags: (id) => [
        { type: 'Chat', id },
        { type: 'Chat', id: 'LIST' },
        { type: 'ChatUnread', id: 'TOTAL' },
      ],
    },
  ],
  shellItems: [
    {
      id: 'chat.unread',
      slot: 'topBar',
      side: 'member',
      permissions: ['CHAT_VIEW'],
      order: 20,
      component: lazy(() => import('./components/UnreadButton')),
    },
  ],
  recordActions: [
    {
      id: 'chat.messageAboutQuote',
      record: 'quote',
      permissions: ['CHAT_VIEW'],
      order: 10,
      component: lazy(() => import('./components/MessageAboutRecord')),
    },
  ],
});
