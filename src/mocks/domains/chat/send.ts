import { HttpResponse } from 'msw';
import type { Schemas } from '../../../lib/api/contract';
import { chatMessagePayloadLimits } from '../../../lib/contract/generated/constants';
import { apiHttp } from '../../api/http';
import { VALIDATOR, addError, badRequest, forbidden, lengthMaxMessage, readJson } from '../../api';
import { db, nextId } from '../../db';
import { now } from '../../db/clock';
import { ownUpload } from '../files';
import { CHAT_NOT_ALLOWED, chatActor, mayTalk, sharedQuotes, toMessage } from './access';
import type { ChatRecord } from './records';

export const CONTENT_MAX = chatMessagePayloadLimits.content.maxLength;
const CLIENT_ID = chatMessagePayloadLimits.clientId;

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const optionalId = (value: unknown): value is number | null | undefined =>
  value === undefined || value === null || isInteger(value);

/** The pair's conversation, started by its first message. */
function chatBetween(a: number, b: number): ChatRecord {
  const [organization1Id, organization2Id] = a < b ? [a, b] : [b, a];
  const found = db.chats.find(
    (chat) => chat.organization1Id === organization1Id && chat.organization2Id === organization2Id,
  );
  if (found) return found;
  const chat = {
    id: nextId(db.chats),
    organization1Id,
    organization2Id,
    createdAt: now().toISOString(),
  };
  db.chats.push(chat);
  return chat;
}

function sent(chatId: number, message: Schemas['ChatMessage'], status: 200 | 201) {
  return HttpResponse.json({ chatId, message }, { status });
}

/** PATCH api/chat: one message to another organization; a resend of its clientId is answered once. */
export const sendHandlers = [
  apiHttp.patch('/api/chat', async ({ request }) => {
    const actor = chatActor(request);
    if (actor instanceof Response) return actor;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { clientId, organizationId, content = '', fileId, quoteId } = body;
    const errors: Record<string, string[]> = {};
    if (typeof clientId !== 'string' || clientId.length < CLIENT_ID.minLength) {
      addError(errors, 'clientId', VALIDATOR.required);
    } else if (clientId.length > CLIENT_ID.maxLength) {
      addError(errors, 'clientId', lengthMaxMessage(CLIENT_ID.maxLength));
    }
    if (!isInteger(organizationId)) addError(errors, 'organizationId', VALIDATOR.required);
    if (typeof content !== 'string') addError(errors, 'content', VALIDATOR.required);
    else if (content.length > CONTENT_MAX)
      addError(errors, 'content', lengthMaxMessage(CONTENT_MAX));
    if (!optionalId(fileId)) addError(errors, 'fileId', VALIDATOR.integer);
    if (!optionalId(quoteId)) addError(errors, 'quoteId', VALIDATOR.integer);
    if (Object.keys(errors).length > 0) return badRequest(errors);
    // Narrowed again for the compiler: the checks above answered 400 otherwise.
    if (typeof clientId !== 'string' || !isInteger(organizationId) || typeof content !== 'string') {
      return badRequest();
    }
    const me = actor.organizationId;
    // A retry after a lost answer: the message is already stored, never a second time.
    const earlier = db.chatMessages.find((m) => m.organizationId === me && m.clientId === clientId);
    if (earlier) return sent(earlier.chatId, toMessage(earlier), 200);
    if (!mayTalk(me, organizationId)) return forbidden(CHAT_NOT_ALLOWED);
    const file = isInteger(fileId) ? ownUpload(fileId, me, actor.auth.user.id) : undefined;
    if (isInteger(fileId) && !file) addError(errors, 'fileId', VALIDATOR.choice);
    const quote = isInteger(quoteId)
      ? sharedQuotes(me, organizationId).find((candidate) => candidate.id === quoteId)
      : undefined;
    if (isInteger(quoteId) && !quote) addError(errors, 'quoteId', VALIDATOR.choice);
    const text = content.trim();
    if (text === '' && !file) addError(errors, 'content', VALIDATOR.required);
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const chat = chatBetween(me, organizationId);
    const { user } = actor.auth;
    const message = {
      id: nextId(db.chatMessages),
      chatId: chat.id,
      clientId,
      content: text,
      createdAt: now().toISOString(),
      organizationId: me,
      userId: user.id,
      authorName: `${user.firstName} ${user.lastName}`.trim(),
      fileId: file ? file.id : null,
      quoteId: quote ? quote.id : null,
      readBy: [me],
    };
    db.chatMessages.push(message);
    return sent(chat.id, toMessage(message), 201);
  }),
];
