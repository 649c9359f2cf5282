import type { Chat, ChatParty } from '../api/chat.api';

/** The other organization of a conversation, for the acting one. */
export function counterpartOf(
  chat: Pick<Chat, 'organization1' | 'organization2'>,
  organizationId: number,
): ChatParty {
  return chat.organization1.id === organizationId ? chat.organization2 : chat.organization1;
}

/** An id read from the query: a positive whole number, else null. */
export function queryId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
