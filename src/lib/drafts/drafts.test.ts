import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDrafts, registerDraft, saveDrafts, takeDraft } from './drafts';

/** Node has no sessionStorage: a Map-backed one with the same contract. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const unregisters: (() => void)[] = [];
function register(key: string, read: () => unknown) {
  unregisters.push(registerDraft(key, read));
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  unregisters.splice(0).forEach((unregister) => unregister());
  vi.unstubAllGlobals();
});

describe('form drafts', () => {
  it('saves every registered form and gives each draft back once', () => {
    let name = 'Draft trip';
    register('trip-edit', () => ({ name, passengers: 3 }));
    register('crew-edit', () => ({ firstName: 'Ada' }));
    name = 'Edited trip';
    saveDrafts();

    expect(takeDraft('trip-edit')).toEqual({ name: 'Edited trip', passengers: 3 });
    expect(takeDraft('trip-edit')).toBeUndefined();
    expect(takeDraft('crew-edit')).toEqual({ firstName: 'Ada' });
  });

  it('does not save a form that has unmounted', () => {
    const unregister = registerDraft('gone', () => ({ a: 1 }));
    unregister();
    saveDrafts();
    expect(takeDraft('gone')).toBeUndefined();
  });

  it('keeps a newer registration under the same key when the older one unregisters', () => {
    const older = registerDraft('same', () => 'old');
    register('same', () => 'new');
    older();
    saveDrafts();
    expect(takeDraft('same')).toBe('new');
  });

  it('saves the other forms when one cannot be read', () => {
    register('broken', () => {
      throw new Error('unmounted field');
    });
    register('fine', () => ({ ok: true }));
    saveDrafts();
    expect(takeDraft('fine')).toEqual({ ok: true });
    expect(takeDraft('broken')).toBeUndefined();
  });

  it('clears every draft but nothing else in the tab storage', () => {
    register('one', () => 1);
    register('two', () => 2);
    saveDrafts();
    sessionStorage.setItem('unrelated', 'kept');
    clearDrafts();
    expect(takeDraft('one')).toBeUndefined();
    expect(takeDraft('two')).toBeUndefined();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('ignores a corrupt draft', () => {
    sessionStorage.setItem('front-office:draft:bad', '{not json');
    expect(takeDraft('bad')).toBeUndefined();
  });

  it('works without any storage at all', () => {
    vi.stubGlobal('sessionStorage', undefined);
    register('x', () => 1);
    expect(() => saveDrafts()).not.toThrow();
    expect(takeDraft('x')).toBeUndefined();
    expect(() => clearDrafts()).not.toThrow();
  });
});
