import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * How wide an element is, to the nearest of `steps` (px) it reaches, kept current with a
 * ResizeObserver: what a table may show depends on the room its page leaves it (the navigation
 * open or not), not on the viewport alone. Measured before the first paint, so folded columns
 * never flash; only crossing a step re-renders (a window being resized moves the width every
 * frame). Null while unknown (not laid out, e.g. in jsdom) or when there are no steps; 0 below
 * the smallest step.
 */
export function useWidthStep<E extends HTMLElement>(steps: readonly number[]) {
  const [element, setElement] = useState<E | null>(null);
  const [step, setStep] = useState<number | null>(null);
  const ref = useCallback((node: E | null) => setElement(node), []);
  const key = steps.join(',');

  useLayoutEffect(() => {
    const sorted = key === '' ? [] : key.split(',').map(Number);
    if (sorted.length === 0 || !element) return undefined;
    const update = (width: number) =>
      setStep(width > 0 ? Math.max(0, ...sorted.filter((at) => width >= at)) : null);
    update(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [key, element]);

  return { ref, step: key === '' ? null : step };
}

/** The columns that fit `width` (all of them while it is unknown). */
export function columnsFitting<C extends { hideBelow?: number }>(
  columns: readonly C[],
  width: number | null,
): readonly C[] {
  if (width === null) return columns;
  return columns.filter((column) => column.hideBelow === undefined || width >= column.hideBelow);
}

/**
 * The columns a table shows (never the cards' own, `cardsOnly`): those whose `hideBelow` its width reaches (useWidthStep), less, while
 * the rows still overflow it (long states, large amounts, another language), the foldable ones
 * left, highest `hideBelow` first. Measured before paint; the count starts again with new rows or
 * another width step. `gridRef` goes on the scrolling container of the table.
 */
export function useFittingColumns<
  C extends { hideBelow?: number; cardsOnly?: boolean },
  E extends HTMLElement,
>(
  columns: readonly C[],
  /** Says which rows are shown (their ids): other rows may fit again. */
  rowsKey: string,
  enabled: boolean,
) {
  const steps = enabled ? columns.flatMap((column) => column.hideBelow ?? []) : [];
  const { ref, step } = useWidthStep<E>(steps);
  const gridRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ step, rowsKey, count: 0 });
  const count = overflow.step === step && overflow.rowsKey === rowsKey ? overflow.count : 0;

  // A card's own summary of other columns is never one of the table's.
  const fitting = columnsFitting(
    columns.filter((column) => column.cardsOnly !== true),
    step,
  );
  const foldable = fitting
    .flatMap((column) => (column.hideBelow === undefined ? [] : [column]))
    .sort((a, b) => (b.hideBelow ?? 0) - (a.hideBelow ?? 0));
  const folded = new Set(foldable.slice(0, count));
  const shown = fitting.filter((column) => !folded.has(column));
  const more = count < foldable.length;

  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (step === null || !grid || !more) return;
    if (grid.scrollWidth > grid.clientWidth + 1) setOverflow({ step, rowsKey, count: count + 1 });
  }, [step, rowsKey, count, more]);

  return { ref, gridRef, columns: shown };
}
