import type { StatusTone } from '../status/statusTone';

/** A cell of the grid: a numbered unit (slice 1..n) on a day (its column index). */
export interface SliceCell {
  slice: number;
  day: number;
}

/** What holds some slices over some days (a booking), coloured by its status. */
export interface SliceOccupation {
  id: string | number;
  /** Already translated: what the cell says ("RJC-2106 · F-HALP"). */
  label: string;
  tone: StatusTone;
  /** Already translated: the status said in words, for screen readers and the table. */
  status: string;
  /** The slices held, 1-based. */
  slices: readonly number[];
  /** First and last day held (ISO dates, inclusive). */
  from: string;
  to: string;
}

/** A rectangle of the grid: slices `fromSlice..toSlice` over the days `from..to` (ISO, inclusive). */
export interface SliceRange {
  fromSlice: number;
  toSlice: number;
  from: string;
  to: string;
}

/** Each occupied cell's occupation, keyed `slice:day`. */
export function occupiedCells(
  days: readonly string[],
  occupations: readonly SliceOccupation[],
): Map<string, SliceOccupation> {
  const cells = new Map<string, SliceOccupation>();
  for (const occupation of occupations) {
    days.forEach((day, index) => {
      if (day < occupation.from || day > occupation.to) return;
      for (const slice of occupation.slices) cells.set(cellKey({ slice, day: index }), occupation);
    });
  }
  return cells;
}

export function cellKey({ slice, day }: SliceCell): string {
  return `${slice}:${day}`;
}

/** The rectangle spanned by two corners, in grid indices. */
export function spanOf(anchor: SliceCell, focus: SliceCell) {
  return {
    fromSlice: Math.min(anchor.slice, focus.slice),
    toSlice: Math.max(anchor.slice, focus.slice),
    fromDay: Math.min(anchor.day, focus.day),
    toDay: Math.max(anchor.day, focus.day),
  };
}

export function inSpan(cell: SliceCell, anchor: SliceCell, focus: SliceCell): boolean {
  const span = spanOf(anchor, focus);
  return (
    cell.slice >= span.fromSlice &&
    cell.slice <= span.toSlice &&
    cell.day >= span.fromDay &&
    cell.day <= span.toDay
  );
}

/** The selection between two corners, in slices and dates. */
export function rangeOf(days: readonly string[], anchor: SliceCell, focus: SliceCell): SliceRange {
  const span = spanOf(anchor, focus);
  return {
    fromSlice: span.fromSlice,
    toSlice: span.toSlice,
    from: days[span.fromDay] ?? '',
    to: days[span.toDay] ?? '',
  };
}

/** The occupations a selection would run into (each once). */
export function overlapping(
  cells: ReadonlyMap<string, SliceOccupation>,
  anchor: SliceCell,
  focus: SliceCell,
): SliceOccupation[] {
  const span = spanOf(anchor, focus);
  const found = new Set<SliceOccupation>();
  for (let slice = span.fromSlice; slice <= span.toSlice; slice += 1) {
    for (let day = span.fromDay; day <= span.toDay; day += 1) {
      const occupation = cells.get(cellKey({ slice, day }));
      if (occupation) found.add(occupation);
    }
  }
  return [...found];
}

const MOVES: Record<string, SliceCell> = {
  ArrowUp: { slice: -1, day: 0 },
  ArrowDown: { slice: 1, day: 0 },
  ArrowLeft: { slice: 0, day: -1 },
  ArrowRight: { slice: 0, day: 1 },
};

/**
 * Where a key moves the focus, kept inside the grid; null for a key that does not move it. Left
 * and right follow the reading direction (swapped in right-to-left).
 */
export function moveCell(
  cell: SliceCell,
  key: string,
  size: { slices: number; days: number },
  rtl = false,
): SliceCell | null {
  if (key === 'Home') return { ...cell, day: 0 };
  if (key === 'End') return { ...cell, day: size.days - 1 };
  const move = MOVES[key];
  if (!move) return null;
  const day = cell.day + (rtl ? -move.day : move.day);
  return {
    slice: Math.min(Math.max(cell.slice + move.slice, 1), size.slices),
    day: Math.min(Math.max(day, 0), size.days - 1),
  };
}
