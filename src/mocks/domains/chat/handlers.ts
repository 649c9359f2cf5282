import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import {
  VALIDATOR,
  badRequest,
  lengthMaxMessage,
  idParam,
  matchesWords,
  notFound,
  searchWords,
} from '../../api';
import { db } from '../../db';
import {
  CHAT_NOT_FOUND,
  chatActor,
  counterpartsOf,
  isMember,
  messagesOf,
  otherSide,
  party,
  toChat,
  toMessage,
} from './access';

/** The latest messages a conversation opens on; paging upward asks for more. */
export const FIRST_PAGE = 20;
const MAX_LIMIT = 500;
const SEARCH_MAX = 100;

/** GET api/chat, api/chat/{id}, api/message/unread and the chat profile. */
export const readHandlers = [
  apiHttp.get('/api/chat', ({ request }) => {
    const actor = chatActor(request);
    if (actor instanceof Response) return actor;
    const search = new URL(request.url).searchParams.get('searchQuery') ?? '';
    if (search.length > SEARCH_MAX)
      return badRequest({ searchQuery: [lengthMaxMessage(SEARCH_MAX)] });
    const words = search.trim() === '' ? [] : searchWords(search.trim());
    const me = actor.organizationId;
    const mine = db.chats.filter((chat) => isMember(chat, me)).map((chat) => toChat(chat, me));
    const talking = new Set(
      db.chats.filter((chat) => isMember(chat, me)).map((chat) => otherSide(chat, me)),
    );
    const chats = mine
      .filter((chat) => {
        const other = chat.organization1.id === me ? chat.organization2 : chat.organization1;
        return matchesWords(`${other.name} ${chat.lastMessageContent ?? ''}`, words);
      })
      .sort((a, b) => (b.lastMessageDate ?? '').localeCompare(a.lastMessageDate ?? ''));
    const contacts = [...counterpartsOf(me)]
      .filter((id) => !talking.has(id))
      .map(party)
      .filter((contact) => matchesWords(contact.name, words))
      .sort((a, b) => a.name.localeCompare(b.name));
    return HttpResponse.json({ chats, contacts });
  }),

  apiHttp.get('/api/chat/{id}', ({ request, params }) => {
    const actor = chatActor(request);
    if (actor instanceof Response) return actor;
    const rawLimit = new URL(request.url).searchParams.get('limit');
    const limit = rawLimit === null ? FIRST_PAGE : idParam(rawLimit);
    if (limit === null || limit < 1 || limit > MAX_LIMIT) {
      return badRequest({ limit: [VALIDATOR.integer] });
    }
    const id = idParam(params.id);
    const me = actor.organizationId;
    const chat = db.chats.find((candidate) => candidate.id === id);
    // Another pair's conversation is not found, not forbidden: its existence is not told.
    if (!chat || !isMember(chat, me)) return notFound(CHAT_NOT_FOUND);
    const all = messagesOf(chat.id);
    // Reading the conversation reads what the other side wrote.
    for (const message of all) if (!message.readBy.includes(me)) message.readBy.push(me);
    const latest = all.slice(-limit);
    return HttpResponse.json({
      chat: toChat(chat, me),
      messages: latest.map(toMessage),
      hasEarlier: all.length > latest.length,
    });
  }),

  apiHttp.get('/api/message/unread', ({ request }) => {
    const actor = chatActor(request);
    if (actor instanceof Response) return actor;
    const me = actor.organizationId;
    const chatIds = new Set(db.chats.filter((chat) => isMember(chat, me)).map((chat) => chat.id));
    const numberOfUnreadMessages = db.chatMessages.filter(
      (message) => chatIds.has(message.chatId) && !message.readBy.includes(me),
    ).length;
    return HttpResponse.json({ numberOfUnreadMessages });
  }),

  apiHttp.get('/apps/chat/users/profile-user', ({ request }) => {
    const actor = chatActor(request);
    if (actor instanceof Response) return actor;
    const { user } = actor.auth;
    return HttpResponse.json({
      id: user.id,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      organizationId: actor.organizationId,
      organizationName: party(actor.organizationId).name,
      avatarUrl: user.profilePictureFileUrl,
    });
  }),
];
