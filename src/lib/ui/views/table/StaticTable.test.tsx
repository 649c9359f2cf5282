import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaticTable } from './StaticTable';
import type { DataTableColumn } from '../../controllers/table/types';

interface Fuel {
  code: string;
  services: number;
}

const columns: DataTableColumn<Fuel>[] = [
  { id: 'code', header: 'Code', render: (row) => row.code },
  { id: 'services', header: 'Services', render: (row) => row.services, numeric: true },
];

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
    expect(screen.getByRole('cell', { name: 'jet_a1' })).not.toHaveClass(
      'MuiTableCell-alignRight',
    );
  });
});
