import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDemoApi } from '../../db';
import '../../testing';
import { mayTalk } from './access';

beforeEach(() => resetDemoApi());

describe('seeded conversations', () => {
  it('are between organizations that share an order, in English and in French', () => {
    expect(db.chats.length).toBeGreaterThanOrEqual(2);
    for (const chat of db.chats) {
      expect(mayTalk(chat.organization1Id, chat.organization2Id)).toBe(true);
    }
    const texts = db.chatMessages.map((message) => message.content).join('\n');
    expect(texts).toMatch(/ground handling/);
    expect(texts).toMatch(/avitaillement/);
    // Alpine (the demo buyer) and Riviera (the demo seller) talk, each in their own name.
    const demo = db.chats.find((chat) => chat.organization1Id === 1 && chat.organization2Id === 2);
    const authors = new Set(
      db.chatMessages.filter((m) => m.chatId === demo?.id).map((m) => m.authorName),
    );
    expect(authors).toEqual(new Set(['Camille Laurent', 'Sophie Bernard']));
  });
});
