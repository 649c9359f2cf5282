import { lazy } from 'react';
import { defineContributions } from '@/lib/contributions/contributions';

/**
 * The unread count in the top bar (any acting organization that may chat), and "Message" on an
 * order or quote page, which opens the conversation with the other party about that record.
 */
export default defineContributions({
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
