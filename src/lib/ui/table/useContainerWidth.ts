import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width of an element in px, kept current with a ResizeObserver: what a table may show
 * depends on the room its page leaves it (the navigation open or not), not on the viewport alone.
 * Measured before the first paint, so folded columns never flash. Null while unknown (not
 * rendered yet, not laid out, e.g. in jsdom) or when `enabled` is false.
 */
export function useContainerWidth<E extends HTMLElement>(enabled: boolean) {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((node: E | null) => setElement(node), []);

  useLayoutEffect(() => {
    if (!enabled || !element) return undefined;
    const update = (measured: number) => setWidth(measured > 0 ? Math.round(measured) : null);
    update(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, element]);

  return { ref, width: enabled ? width : null };
}

/** The columns that fit `width` (all of them while it is unknown). */
export function columnsFitting<C extends { hideBelow?: number }>(
  columns: readonly C[],
  width: number | null,
): readonly C[] {
  if (width === null) return columns;
  return columns.filter((column) => column.hideBelow === undefined || width >= column.hideBelow);
}
