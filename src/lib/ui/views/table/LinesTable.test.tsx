import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinesTable } from './LinesTable';
import { onPhone } from './testing/onPhone';
import { atTableWidth } from './testing/tableWidth';
import { StaticTable } from './StaticTable';
import type { DataTableColumn } from '../../controllers/table/types';

interface Line {
  id: number;
  label: string;
  quantity: number;
  total: string;
}

const lines: Line[] = [
  { id: 1, label: 'Flight LFMN–LSGG', quantity: 1, total: '€4,200.00' },
  { id: 2, label: 'Catering', quantity: 4, total: '€180.00' },
];
const columns: DataTableColumn<Line>[] = [
  { id: 'label', header: 'Label', render: (line) => line.label },
  {
    id: 'quantity',
    header: 'Quantity',
    render: (line) => line.quantity,
    align: 'right',
    hideOnXs: true,
  },
  { id: 'total', header: 'Total', render: (line) => line.total, align: 'right' },
];
const totals = [
  { label: 'Subtotal', value: '€4,380.00' },
  { label: 'Total due', value: '€5,256.00', emphasis: true },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderLines = () =>
  render(
    <LinesTable
      label="Lines"
      columns={columns}
      rows={lines}
      getRowId={(l) => l.id}
      totals={totals}
    />,
  );

describe('LinesTable', () => {
  it('lists every line with the totals under the last column', () => {
    renderLines();
    const table = screen.getByRole('table', { name: 'Lines' });
    const rows = within(table).getAllByRole('row');
    // Header, two lines, two totals: no paging.
    expect(rows).toHaveLength(5);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Catering', '4', '€180.00']);
    const due = within(table).getByRole('rowheader', { name: 'Total due' });
    expect(due).toHaveAttribute('colspan', '2');
    expect(due.closest('tr')).toHaveTextContent('Total due€5,256.00');
  });

  it("keeps figures and their headers on one line, the totals at the lines' size", () => {
    renderLines();
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveStyle({
      whiteSpace: 'nowrap',
    });
    expect(within(table).getByRole('columnheader', { name: 'Label' })).not.toHaveStyle({
      whiteSpace: 'nowrap',
    });
    const line = within(table).getByRole('cell', { name: '€180.00' });
    const due = within(table).getByRole('cell', { name: '€5,256.00' });
    expect(line).toHaveStyle({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
    expect(getComputedStyle(due).fontSize).toBe(getComputedStyle(line).fontSize);
    expect(getComputedStyle(due).fontSize).not.toBe('');
  });

  it('folds the less important columns by its width, the totals still under the last', () => {
    const resize = atTableWidth(500);
    render(
      <LinesTable
        label="Lines"
        columns={columns.map((c) => (c.id === 'quantity' ? { ...c, hideBelow: 900 } : c))}
        rows={lines}
        getRowId={(l) => l.id}
        totals={totals}
      />,
    );
    const table = screen.getByRole('table', { name: 'Lines' });
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent);
    expect(headers()).toEqual(['Label', 'Total']);
    expect(within(table).getByRole('rowheader', { name: 'Total due' })).toHaveAttribute(
      'colspan',
      '1',
    );
    resize(1000);
    expect(headers()).toEqual(['Label', 'Quantity', 'Total']);
    expect(within(table).getByRole('rowheader', { name: 'Total due' })).toHaveAttribute(
      'colspan',
      '2',
    );
  });

  it('shows cards and then the totals on phones', () => {
    onPhone();
    renderLines();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByText('€180.00')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByText('Quantity')).not.toBeInTheDocument();
    expect(screen.getByText('Total due').nextSibling).toHaveTextContent('€5,256.00');
  });
});

describe('StaticTable', () => {
  it('says so when there is nothing to list', () => {
    render(
      <StaticTable
        label="Lines"
        columns={columns}
        rows={[]}
        getRowId={(l) => l.id}
        emptyMessage="No line yet"
      />,
    );
    expect(screen.getByText('No line yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('heads each row with its named column and holds checkboxes in narrow cells', () => {
    render(
      <StaticTable
        label="Rights of the crew"
        columns={[
          { id: 'subject', header: 'Subject', render: (line: Line) => line.label },
          {
            id: 'view',
            header: 'View',
            align: 'center',
            padding: 'checkbox',
            render: (line: Line) => <input type="checkbox" aria-label={`${line.label}: View`} />,
          },
        ]}
        rows={lines}
        getRowId={(l) => l.id}
        rowHeader="subject"
      />,
    );
    const table = screen.getByRole('table', { name: 'Rights of the crew' });
    const catering = within(table).getByRole('rowheader', { name: 'Catering' });
    expect(catering).toHaveAttribute('scope', 'row');
    const box = within(table).getByRole('checkbox', { name: 'Catering: View' });
    expect(box.closest('td')).toHaveClass('MuiTableCell-paddingCheckbox');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Subject', 'View']);
  });
});

describe('StaticTable row names', () => {
  it('names each row when told, so a row is found by what it is', () => {
    render(
      <StaticTable
        label="Lines"
        columns={columns}
        rows={lines}
        getRowId={(l) => l.id}
        getRowLabel={(l) => l.label}
      />,
    );
    const row = screen.getByRole('row', { name: 'Catering' });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Catering', '4', '€180.00']);
  });
});

describe('a column only the cards show', () => {
  const withAmount: DataTableColumn<Line>[] = [
    ...columns.map((c) => (c.id === 'total' ? { ...c, hideOnXs: true } : c)),
    {
      id: 'amount',
      header: 'Quantity and total',
      cardsOnly: true,
      render: (line) => `${line.quantity} = ${line.total}`,
    },
  ];
  const renderAmount = () =>
    render(<StaticTable label="Lines" columns={withAmount} rows={lines} getRowId={(l) => l.id} />);

  it('is no column of the table', () => {
    renderAmount();
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Label', 'Quantity', 'Total']);
    expect(within(table).queryByText('4 = €180.00')).not.toBeInTheDocument();
  });

  it('stands for the columns it sums up on a phone’s card', () => {
    onPhone();
    renderAmount();
    const cards = within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    const catering = cards[1] as HTMLElement;
    expect(catering).toHaveTextContent(/Catering.*4 = €180\.00$/);
    // Named for a screen reader, as the cards' other values.
    expect(within(catering).getByText('Quantity and total', { exact: false })).toBeInTheDocument();
  });
});
