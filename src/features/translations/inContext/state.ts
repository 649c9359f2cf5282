import { useSyncExternalStore } from 'react';

/**
 * Whether in-context editing is on, for this tab (kept over a reload): a flag and its
 * listeners, nothing else, so the pages and the shell item that read it stay small. The
 * machinery itself (engine.ts) loads only once the flag is on.
 */
const STORAGE_KEY = 'translations.inContextEditing';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

let on = storage()?.getItem(STORAGE_KEY) === 'on';

export function setInContextEditing(next: boolean): void {
  on = next;
  if (next) storage()?.setItem(STORAGE_KEY, 'on');
  else storage()?.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInContextEditing(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => on,
    () => false,
  );
}

/** Marks what the click catcher leaves alone (the editor itself, the switch that stops it). */
export const IGNORE_ATTRIBUTE = 'data-in-context-ignore';
