import type { Schemas } from '../../../lib/api/contract';
import { forbidden } from '../../api';
import { authorize, can, type AuthContext } from '../../auth';
import { db } from '../../db';
import type { ChatMessageRecord, ChatRecord } from './records';

export const CHAT_NOT_ALLOWED = 'errors.chat_not_allowed';
export const CHAT_NOT_FOUND = 'errors.chat_not_found';

export interface ChatActor {
  auth: AuthContext;
  organizationId: number;
}

/** A member of the selected organization holding CHAT_VIEW (reading and writing alike). */
export function chatActor(request: Request): ChatActor | Response {
  const auth = authorize(request);
  if (auth instanceof Response) return auth;
  const { organization, user } = auth;
  if (organization === null || !can(user, organization, 'CHAT_VIEW')) return forbidden();
  return { auth, organizationId: organization.id };
}

/** The quotes and orders one organization sells to or buys from the other. */
export function sharedQuotes(a: number, b: number) {
  return db.quotes.filter(
    (quote) =>
      (quote.organization.id === a && quote.client.id === b) ||
      (quote.organization.id === b && quote.client.id === a),
  );
}

/** DECISIONS.md "Collaboration": two organizations talk when they share a quote or an order. */
export function mayTalk(a: number, b: number): boolean {
  return a !== b && sharedQuotes(a, b).length > 0;
}

/** Every organization the given one shares a quote or an order with. */
export function counterpartsOf(organizationId: number): Set<number> {
  const ids = new Set<number>();
  for (const quote of db.quotes) {
    if (quote.organization.id === organizationId) ids.add(quote.client.id);
    else if (quote.client.id === organizationId) ids.add(quote.organization.id);
  }
  ids.delete(organizationId);
  return ids;
}

export function party(id: number): Schemas['ChatParty'] {
  const organization = db.organizations.find((candidate) => candidate.id === id);
  return { id, name: organization?.commercialName ?? `#${id}` };
}

export function otherSide(chat: ChatRecord, organizationId: number): number {
  return chat.organization1Id === organizationId ? chat.organization2Id : chat.organization1Id;
}

export function isMember(chat: ChatRecord, organizationId: number): boolean {
  return chat.organization1Id === organizationId || chat.organization2Id === organizationId;
}

export function messagesOf(chatId: number): ChatMessageRecord[] {
  return db.chatMessages.filter((message) => message.chatId === chatId);
}

export function toChat(chat: ChatRecord, organizationId: number): Schemas['Chat'] {
  const messages = messagesOf(chat.id);
  const last = messages.at(-1);
  return {
    id: chat.id,
    organization1: party(chat.organization1Id),
    organization2: party(chat.organization2Id),
    numberOfUnreadMessages: messages.filter((m) => !m.readBy.includes(organizationId)).length,
    lastMessageContent: last ? last.content : null,
    lastMessageDate: last ? last.createdAt : null,
    lastMessageOrganizationId: last ? last.organizationId : null,
  };
}

export function toMessage(message: ChatMessageRecord): Schemas['ChatMessage'] {
  const file =
    message.fileId === null
      ? undefined
      : db.uploadedFiles.find((upload) => upload.id === message.fileId);
  const quote =
    message.quoteId === null ? undefined : db.quotes.find((q) => q.id === message.quoteId);
  return {
    id: message.id,
    clientId: message.clientId,
    content: message.content,
    createdAt: message.createdAt,
    organizationId: message.organizationId,
    organizationName: party(message.organizationId).name,
    createdBy: message.authorName,
    fileUrl: file ? file.url : null,
    filePath: file ? file.name : null,
    fileContentType: file ? file.contentType : null,
    record: quote ? { kind: 'quote', id: quote.id, reference: quote.reference } : null,
  };
}
