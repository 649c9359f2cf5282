import { vi } from 'vitest';

/** Test helper: every `max-width` media query matches, as on a 360 px phone (undo: vi.unstubAllGlobals). */
export function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
