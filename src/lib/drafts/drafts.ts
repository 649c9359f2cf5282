/**
 * Form drafts that survive the reload a 409 conflict causes (spec section 8): mounted forms
 * register a reader of their current values; before reloading, the http layer saves them all
 * to sessionStorage (this tab only, gone when it closes); the form takes its draft back on mount.
 */
const PREFIX = 'front-office:draft:';
const readers = new Map<string, () => unknown>();

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Access to storage can throw (sandboxed iframe, blocked cookies): drafts are then lost.
    return undefined;
  }
}

/** Registers the reader of a form's values under `key`; the returned function unregisters it. */
export function registerDraft(key: string, read: () => unknown): () => void {
  readers.set(key, read);
  return () => {
    // A newer mount under the same key keeps its own registration.
    if (readers.get(key) === read) readers.delete(key);
  };
}

/** Writes every registered form's current values to sessionStorage. */
export function saveDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const [key, read] of readers) {
    try {
      const value = read();
      if (value !== undefined) store.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // One unreadable or unserializable form must not keep the others from being saved.
    }
  }
}

/** Returns the saved draft of `key` and forgets it (a draft is restored once). */
export function takeDraft<T>(key: string): T | undefined {
  const store = storage();
  const raw = store?.getItem(PREFIX + key);
  if (raw === null || raw === undefined) return undefined;
  store?.removeItem(PREFIX + key);
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** Forgets every saved draft (logout: the next user must not find the previous one's input). */
export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  keys.forEach((key) => store.removeItem(key));
}
