import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Test helper: jsdom lays nothing out, so every element a ResizeObserver watches reports
 * `width` px (undo: vi.unstubAllGlobals). The returned function resizes them all, as a window
 * resize or the navigation folding would.
 */
export function atTableWidth(width: number): (next: number) => void {
  const watched = new Set<{ callback: ResizeObserverCallback; element: Element }>();
  let current = width;
  const report = (entry: { callback: ResizeObserverCallback; element: Element }) => {
    const contentRect = { width: current, height: 0 } as DOMRectReadOnly;
    entry.callback([{ target: entry.element, contentRect } as ResizeObserverEntry], observer);
  };
  const observer = {} as ResizeObserver;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly #callback: ResizeObserverCallback;
      constructor(callback: ResizeObserverCallback) {
        this.#callback = callback;
      }
      observe(element: Element) {
        const entry = { callback: this.#callback, element };
        watched.add(entry);
        report(entry);
      }
      unobserve() {}
      disconnect() {
        for (const entry of watched) if (entry.callback === this.#callback) watched.delete(entry);
      }
    },
  );
  return (next) => {
    current = next;
    act(() => watched.forEach(report));
  };
}
