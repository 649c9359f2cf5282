import { describe, expect, it } from 'vitest';
import type { LiveTags } from '../contributions/contributions';
import { polledTagTypes, tagsOfChange } from './liveTags';

const ENTRIES: LiveTags[] = [
  {
    id: 'orders.quote',
    recordType: 'quote',
    tags: (id) => [{ type: 'Quote', id }, { type: 'Quote', id: 'LIST' }, 'QuoteCalendar'],
  },
  { id: 'notifications.quote', recordType: 'quote', tags: () => ['Notification'] },
  { id: 'chat.chat', recordType: 'chat', tags: (id) => [{ type: 'Chat', id }, 'ChatUnread'] },
];

describe('tagsOfChange', () => {
  it("refetches every feature's tags of the record's type", () => {
    expect(tagsOfChange({ type: 'quote', id: 8, organizationId: 2 }, ENTRIES, 2)).toEqual([
      { type: 'Quote', id: 8 },
      { type: 'Quote', id: 'LIST' },
      'QuoteCalendar',
      'Notification',
    ]);
    expect(tagsOfChange({ type: 'chat', id: 3, organizationId: 2 }, ENTRIES, 2)).toEqual([
      { type: 'Chat', id: 3 },
      'ChatUnread',
    ]);
  });

  it('ignores another organization, and a type no feature shows', () => {
    expect(tagsOfChange({ type: 'quote', id: 8, organizationId: 5 }, ENTRIES, 2)).toEqual([]);
    expect(tagsOfChange({ type: 'quote', id: 8, organizationId: 2 }, ENTRIES, null)).toEqual([]);
    expect(tagsOfChange({ type: 'invoice', id: 1, organizationId: 2 }, ENTRIES, 2)).toEqual([]);
  });
});

describe('polledTagTypes', () => {
  it('names each type once', () => {
    expect(polledTagTypes(ENTRIES)).toEqual([
      'Quote',
      'QuoteCalendar',
      'Notification',
      'Chat',
      'ChatUnread',
    ]);
  });
});
