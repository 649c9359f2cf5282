import { describe, expect, it } from 'vitest';
import {
  moveCell,
  occupiedCells,
  overlapping,
  rangeOf,
  type SliceOccupation,
} from './sliceGridModel';

const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
const booking = (id: number, slices: number[], from: string, to: string): SliceOccupation => ({
  id,
  label: `B${id}`,
  tone: 'success',
  status: 'Validated',
  slices,
  from,
  to,
});

describe('occupiedCells', () => {
  it('marks each held slice on each shown day, clipping what runs outside the columns', () => {
    const cells = occupiedCells(days, [
      booking(1, [1, 2], '2026-11-28', '2026-12-02'),
      booking(2, [3], '2026-12-04', '2026-12-09'),
    ]);
    expect([...cells.keys()].sort()).toEqual(['1:0', '1:1', '2:0', '2:1', '3:3']);
  });
});

describe('rangeOf and overlapping', () => {
  const cells = occupiedCells(days, [booking(1, [2], '2026-12-02', '2026-12-02')]);
  it('spans the rectangle between the corners, whichever way it was drawn', () => {
    expect(rangeOf(days, { slice: 3, day: 2 }, { slice: 1, day: 1 })).toEqual({
      fromSlice: 1,
      toSlice: 3,
      from: '2026-12-02',
      to: '2026-12-03',
    });
  });
  it('names the occupations the selection runs into, once each', () => {
    expect(overlapping(cells, { slice: 1, day: 0 }, { slice: 3, day: 3 }).map((o) => o.id)).toEqual(
      [1],
    );
    expect(overlapping(cells, { slice: 3, day: 0 }, { slice: 3, day: 3 })).toEqual([]);
  });
});

describe('moveCell', () => {
  const size = { slices: 3, days: 4 };
  it.each([
    ['ArrowDown', { slice: 2, day: 1 }],
    ['ArrowUp', { slice: 1, day: 1 }],
    ['ArrowRight', { slice: 1, day: 2 }],
    ['ArrowLeft', { slice: 1, day: 0 }],
    ['Home', { slice: 1, day: 0 }],
    ['End', { slice: 1, day: 3 }],
    ['a', null],
  ])('%s from slice 1, day 1 goes to %j', (key, expected) => {
    expect(moveCell({ slice: 1, day: 1 }, key, size)).toEqual(expected);
  });
  it('stays inside the grid', () => {
    expect(moveCell({ slice: 3, day: 3 }, 'ArrowDown', size)).toEqual({ slice: 3, day: 3 });
    expect(moveCell({ slice: 1, day: 0 }, 'ArrowLeft', size)).toEqual({ slice: 1, day: 0 });
  });
  it('follows the reading direction in right-to-left', () => {
    expect(moveCell({ slice: 1, day: 1 }, 'ArrowLeft', size, true)).toEqual({ slice: 1, day: 2 });
  });
});
