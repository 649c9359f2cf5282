import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SliceGrid } from './SliceGrid';
import type { SliceOccupation, SliceRange } from '../../controllers/sliceGrid/sliceGridModel';
import { useSliceGrid } from '../../controllers/sliceGrid/useSliceGrid';

const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
const occupations: SliceOccupation[] = [
  {
    id: 1,
    label: 'F-HALP',
    tone: 'success',
    status: 'Validated',
    slices: [2, 3],
    from: '2026-11-30',
    to: '2026-12-02',
  },
  {
    id: 2,
    label: 'HB-ZEN',
    tone: 'warning',
    status: 'Awaiting payment',
    slices: [1],
    from: '2026-12-04',
    to: '2026-12-04',
  },
];

function Harness({ onSelect }: { onSelect: (range: SliceRange, hits: SliceOccupation[]) => void }) {
  const grid = useSliceGrid({ slices: 3, days, occupations, onSelect });
  return <SliceGrid controller={grid} label="Hangar LFMN" />;
}

function setup() {
  const onSelect = vi.fn<(range: SliceRange, hits: SliceOccupation[]) => void>();
  render(<Harness onSelect={onSelect} />);
  const grid = screen.getByRole('grid', { name: 'Hangar LFMN' });
  const cell = (name: string) =>
    within(grid).getByRole('gridcell', { name: new RegExp(`^${name}`) });
  return { grid, cell, onSelect };
}

describe('SliceGrid', () => {
  it('shows slices as rows and days as columns, occupied cells named and coloured by status', () => {
    const { grid, cell } = setup();
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Slice 1', 'Slice 2', 'Slice 3']);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(4);
    expect(cell('Slice 2, Tue 1 Dec')).toHaveAccessibleName(
      'Slice 2, Tue 1 Dec: F-HALP, Validated',
    );
    expect(cell('Slice 2, Tue 1 Dec')).toHaveAttribute('data-tone', 'success');
    expect(cell('Slice 1, Fri 4 Dec')).toHaveAttribute('data-tone', 'warning');
    expect(cell('Slice 1, Tue 1 Dec')).toHaveAccessibleName('Slice 1, Tue 1 Dec: free');
    // The label once per run, on its first day shown.
    expect(cell('Slice 2, Tue 1 Dec')).toHaveTextContent('F-HALP');
    expect(cell('Slice 2, Wed 2 Dec')).toHaveTextContent('');
    expect(screen.getByRole('grid')).toHaveAccessibleDescription(/Shift with an arrow extends/);
  });

  it('selects a range with the keys: arrows move, Shift extends, Enter confirms, Escape clears', async () => {
    const user = userEvent.setup();
    const { cell, onSelect } = setup();
    // One tab stop: the first cell.
    await user.tab();
    expect(cell('Slice 1, Tue 1 Dec')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(cell('Slice 1, Thu 3 Dec')).toHaveFocus();
    expect(cell('Slice 1, Thu 3 Dec')).toHaveAttribute('tabindex', '0');
    expect(cell('Slice 1, Tue 1 Dec')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    expect(cell('Slice 2, Fri 4 Dec')).toHaveFocus();
    for (const name of ['Slice 1, Thu 3 Dec', 'Slice 1, Fri 4 Dec', 'Slice 2, Thu 3 Dec']) {
      expect(cell(name)).toHaveAttribute('aria-selected', 'true');
    }
    expect(cell('Slice 3, Thu 3 Dec')).toHaveAttribute('aria-selected', 'false');
    expect(
      screen.getByText('Selected: Slice 1 to Slice 2, Thu 3 Dec to Fri 4 Dec'),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(
      { fromSlice: 1, toSlice: 2, from: '2026-12-03', to: '2026-12-04' },
      [occupations[1]],
    );
    await user.keyboard('{Escape}');
    expect(cell('Slice 1, Thu 3 Dec')).toHaveAttribute('aria-selected', 'false');
  });

  it('selects a range with the mouse: press, drag over the cells, release', async () => {
    const user = userEvent.setup();
    const { cell, onSelect } = setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: cell('Slice 1, Tue 1 Dec') },
      { target: cell('Slice 1, Wed 2 Dec') },
      { target: cell('Slice 3, Wed 2 Dec') },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(
      { fromSlice: 1, toSlice: 3, from: '2026-12-01', to: '2026-12-02' },
      [occupations[0]],
    );
    expect(cell('Slice 2, Tue 1 Dec')).toHaveAttribute('aria-selected', 'true');
    expect(cell('Slice 3, Wed 2 Dec')).toHaveFocus();
  });
});
