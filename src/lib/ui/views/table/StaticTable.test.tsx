import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticTable } from './StaticTable';
import { onPhone } from './testing/onPhone';
import type { DataTableColumn } from '../../controllers/table/types';

interface Fuel {
  code: string;
  services: number;
}

const columns: DataTableColumn<Fuel>[] = [
  { id: 'code', header: 'Code', render: (row) => row.code },
  { id: 'services', header: 'Services', render: (row) => row.services, numeric: true },
];

afterEach(() => vi.unstubAllGlobals());

describe('StaticTable', () => {
  it('right-aligns a numeric column, header and cells, as DataTable does', () => {
    render(
      <StaticTable
        label="Fuel types"
        columns={columns}
        rows={[{ code: 'jet_a1', services: 12 }]}
        getRowId={(row) => row.code}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Services' })).toHaveClass(
      'MuiTableCell-alignRight',
    );
    expect(screen.getByRole('cell', { name: '12' })).toHaveClass('MuiTableCell-alignRight');
    expect(screen.getByRole('cell', { name: 'jet_a1' })).not.toHaveClass('MuiTableCell-alignRight');
  });

  it('on a phone, gives a block column a line of its own under its visible header', () => {
    onPhone();
    const withNote: DataTableColumn<Fuel>[] = [
      ...columns,
      { id: 'note', header: 'Note', render: () => 'Kept at 15 °C', cardBlock: true },
    ];
    render(
      <StaticTable
        label="Fuel types"
        columns={withNote}
        rows={[{ code: 'jet_a1', services: 12 }]}
        getRowId={(row) => row.code}
      />,
    );
    const card = screen.getByRole('listitem');
    // The shared second line holds the services count only, not the note's separator.
    expect(card).toHaveTextContent(/^Code jet_a1Services 12NoteKept at 15 °C$/);
    expect(screen.getByText('Note')).toBeVisible();
  });
});
