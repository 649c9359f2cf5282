import { route } from '@/lib/pathBuilder';

/** The chat's one screen; the conversation shown and a draft's addressee are in its query. */
export const chatPaths = {
  chat: route('/chat'),
};

/** The query of /chat: the open conversation, or the organization (and quote) to write to. */
export const CHAT_QUERY = { chat: 'chat', with: 'with', quote: 'quote', search: 'q' } as const;
