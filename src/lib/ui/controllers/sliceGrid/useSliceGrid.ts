import { useTheme } from '@mui/material/styles';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  cellKey,
  inSpan,
  moveCell,
  occupiedCells,
  overlapping,
  rangeOf,
  type SliceCell,
  type SliceOccupation,
  type SliceRange,
} from './sliceGridModel';

export interface SliceGridOptions {
  /** The numbered units, rows 1..slices. */
  slices: number;
  /** The columns, ISO dates in order. */
  days: readonly string[];
  occupations: readonly SliceOccupation[];
  /**
   * A range confirmed (mouse released, or Enter), with the occupations it runs into: the page
   * decides whether that is allowed (a booking of free slices) and what follows (a form).
   */
  onSelect?: (range: SliceRange, overlapping: SliceOccupation[]) => void;
  /** Right-to-left: the left and right arrows swap. The theme's direction by default. */
  rtl?: boolean;
}

export interface SliceGridController {
  slices: number;
  days: readonly string[];
  /** The cell holding the keyboard focus (the grid's one tab stop). */
  focus: SliceCell;
  /** The range being drawn or last confirmed; null when nothing is selected. */
  selection: SliceRange | null;
  occupationAt: (cell: SliceCell) => SliceOccupation | undefined;
  isSelected: (cell: SliceCell) => boolean;
  /** What a cell element needs: roving tab index, selection state and the mouse and keys. */
  cellProps: (cell: SliceCell) => {
    ref: (element: HTMLElement | null) => void;
    tabIndex: number;
    'aria-selected': boolean;
    onKeyDown: (event: KeyboardEvent) => void;
    onMouseDown: (event: MouseEvent) => void;
    onMouseEnter: () => void;
    onFocus: () => void;
  };
  clear: () => void;
}

/**
 * A grid of numbered units (slices) over days, headless: which cells are occupied, the focus,
 * a rectangular selection drawn with the mouse (press, drag, release) or the keys (arrows move,
 * Shift extends, Home/End go to the row's ends, Enter confirms, Escape clears). SliceGrid shows it.
 */
export function useSliceGrid(options: SliceGridOptions): SliceGridController {
  const { slices, days, occupations, onSelect } = options;
  const direction = useTheme().direction;
  const rtl = options.rtl ?? direction === 'rtl';
  const cells = useMemo(() => occupiedCells(days, occupations), [days, occupations]);
  const [focus, setFocus] = useState<SliceCell>({ slice: 1, day: 0 });
  const [anchor, setAnchor] = useState<SliceCell | null>(null);
  const [dragging, setDragging] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const moved = useRef(false);

  const confirm = useCallback(
    (from: SliceCell, to: SliceCell) =>
      onSelect?.(rangeOf(days, from, to), overlapping(cells, from, to)),
    [onSelect, days, cells],
  );

  // Focus follows the keys: the cell the arrows reach takes the DOM focus.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    elements.current.get(cellKey(focus))?.focus();
  }, [focus]);

  // A drag ends wherever the button is released, even outside the grid.
  useEffect(() => {
    if (!dragging) return undefined;
    const release = () => {
      setDragging(false);
      if (anchor) confirm(anchor, focus);
    };
    window.addEventListener('mouseup', release);
    return () => window.removeEventListener('mouseup', release);
  }, [dragging, anchor, focus, confirm]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const from = anchor ?? focus;
      setAnchor(from);
      confirm(from, focus);
      return;
    }
    if (event.key === 'Escape') {
      setAnchor(null);
      return;
    }
    const next = moveCell(focus, event.key, { slices, days: days.length }, rtl);
    if (!next) return;
    event.preventDefault();
    setAnchor(event.shiftKey ? (anchor ?? focus) : null);
    moved.current = true;
    setFocus(next);
  };

  const selection = anchor ? rangeOf(days, anchor, focus) : null;
  return {
    slices,
    days,
    focus,
    selection,
    occupationAt: (cell) => cells.get(cellKey(cell)),
    isSelected: (cell) => anchor !== null && inSpan(cell, anchor, focus),
    cellProps: (cell) => ({
      ref: (element) => {
        if (element) elements.current.set(cellKey(cell), element);
        else elements.current.delete(cellKey(cell));
      },
      tabIndex: cell.slice === focus.slice && cell.day === focus.day ? 0 : -1,
      'aria-selected': anchor !== null && inSpan(cell, anchor, focus),
      onKeyDown,
      onMouseDown: (event) => {
        if (event.button !== 0) return;
        // No text selection while drawing.
        event.preventDefault();
        if (!(event.shiftKey && anchor)) setAnchor(cell);
        setFocus(cell);
        moved.current = true;
        setDragging(true);
      },
      onMouseEnter: () => {
        if (!dragging) return;
        moved.current = true;
        setFocus(cell);
      },
      onFocus: () => {
        if (cell.slice !== focus.slice || cell.day !== focus.day) setFocus(cell);
      },
    }),
    clear: () => setAnchor(null),
  };
}
