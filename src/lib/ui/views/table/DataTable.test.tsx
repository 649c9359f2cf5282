import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListParams } from '../../controllers/list/useListParams';
import { DataTable } from './DataTable';
import { DATA_TABLE_ROW_HEIGHT } from './DataTableGrid';
import { onPhone } from './testing/onPhone';
import { atTableWidth } from './testing/tableWidth';
import type { DataTableColumn } from '../../controllers/table/types';

interface Trip {
  id: number;
  reference: string;
  airport: string;
  seats: number;
}

const ALL: Trip[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  reference: `T-${String(i + 1).padStart(2, '0')}`,
  airport: i % 2 ? 'LFPG' : 'EGLL',
  seats: (i * 7) % 13,
}));

const columns: DataTableColumn<Trip>[] = [
  {
    id: 'reference',
    header: 'Reference',
    render: (trip) => trip.reference,
    sortable: true,
    nowrap: true,
  },
  { id: 'airport', header: 'Airport', render: (trip) => trip.airport, hideOnXs: true },
  { id: 'seats', header: 'Seats', render: (trip) => trip.seats, numeric: true, hideOnXs: true },
];

interface ListProps {
  items?: Trip[];
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  onRowClick?: (trip: Trip) => void;
}

/** Plays the API: pages and sorts `items` from the URL params, as a list page would query them. */
function TripList({ items = ALL, loading = false, error, onRetry, onRowClick }: ListProps) {
  const list = useListParams({ filterKeys: ['status'] });
  const sorted = [...items].sort((a, b) =>
    list.sort === 'reference'
      ? a.reference.localeCompare(b.reference) * (list.order === 'desc' ? -1 : 1)
      : a.id - b.id,
  );
  const rows = loading
    ? []
    : sorted.slice((list.page - 1) * list.pageSize, list.page * list.pageSize);
  return (
    <DataTable
      label="Trips"
      columns={columns}
      rows={rows}
      getRowId={(trip) => trip.id}
      totalItems={items.length}
      loading={loading}
      error={error}
      onRetry={onRetry}
      onRowClick={onRowClick}
      list={list}
      emptyMessage="No trip found"
    />
  );
}

function renderAt(url: string, props: ListProps = {}) {
  const router = createMemoryRouter([{ path: '/trips', element: <TripList {...props} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const dataRows = () => screen.getAllByRole('row').slice(1);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('renders the rows of the current page with their headers', () => {
    renderAt('/trips');
    const table = screen.getByRole('table', { name: 'Trips' });
    expect(within(table).getByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(10);
    expect(within(dataRows()[0] as HTMLElement).getByText('T-01')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
  });

  it('writes the page and the page size in the URL', async () => {
    const user = userEvent.setup();
    const router = renderAt('/trips?status=open');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2&status=open');
    expect(screen.getByText('T-11')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    // A new page size starts again from page 1.
    expect(router.state.location.search).toBe('?pageSize=25&status=open');
    expect(dataRows()).toHaveLength(23);
  });

  it('writes the sort in the URL and flips the order on a second click', async () => {
    const user = userEvent.setup();
    const router = renderAt('/trips?page=2');
    await user.click(screen.getByRole('button', { name: 'Reference' }));
    expect(router.state.location.search).toBe('?sort=reference&order=asc');
    expect(screen.getByRole('columnheader', { name: /Reference/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: /Reference/ }));
    expect(router.state.location.search).toBe('?sort=reference&order=desc');
    expect(within(dataRows()[0] as HTMLElement).getByText('T-23')).toBeInTheDocument();
  });

  it('returns to page 1 when the current page is empty', async () => {
    const router = renderAt('/trips?page=5&status=open');
    await waitFor(() => expect(router.state.location.search).toBe('?status=open'));
    expect(screen.getByText('T-01')).toBeInTheDocument();
  });

  it('shows the empty state: one sentence, no illustration', () => {
    renderAt('/trips', { items: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No trip found');
    expect(screen.getByRole('status').querySelector('svg')).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows placeholders of the rows' own height and aria-busy while loading", () => {
    renderAt('/trips', { loading: true });
    const table = screen.getByRole('table', { name: 'Trips' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('T-01')).not.toBeInTheDocument();
    const placeholder = table.querySelector('tbody tr');
    expect(placeholder).toHaveStyle({ height: `${DATA_TABLE_ROW_HEIGHT}px` });
  });

  it('keeps rows compact, references on one line, numbers right-aligned in tabular figures', () => {
    renderAt('/trips');
    const first = dataRows()[0] as HTMLElement;
    expect(first).toHaveStyle({ height: `${DATA_TABLE_ROW_HEIGHT}px` });
    const [reference, airport, seats] = within(first).getAllByRole('cell');
    expect(reference).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(airport).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(reference).not.toHaveClass('MuiTableCell-alignRight');
    expect(seats).toHaveClass('MuiTableCell-alignRight');
    expect(seats).toHaveStyle({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
    expect(screen.getByRole('columnheader', { name: 'Seats' })).toHaveClass(
      'MuiTableCell-alignRight',
    );
  });

  it("shows the default sort's arrow in its header", () => {
    function Sorted() {
      const list = useListParams({ defaultSort: { sort: 'reference', order: 'desc' } });
      return (
        <DataTable
          label="Trips"
          columns={columns}
          rows={ALL.slice(0, 3)}
          getRowId={(trip) => trip.id}
          totalItems={3}
          list={list}
        />
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Sorted /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('columnheader', { name: /Reference/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('shows the error with a retry button', async () => {
    const onRetry = vi.fn();
    renderAt('/trips', { error: { status: 500 }, onRetry });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('opens a row with the mouse or the keyboard', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderAt('/trips', { onRowClick });
    await user.click(screen.getByText('T-02'));
    expect(onRowClick).toHaveBeenLastCalledWith(ALL[1]);
    (dataRows()[2] as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(ALL[2]);
  });

  it('folds the columns the table has no room for, by its own width, and brings them back', () => {
    const resize = atTableWidth(500);
    const folding: DataTableColumn<Trip>[] = [
      { id: 'reference', header: 'Reference', render: (trip) => trip.reference },
      { id: 'airport', header: 'Airport', render: (trip) => trip.airport, hideBelow: 900 },
      { id: 'seats', header: 'Seats', render: (trip) => trip.seats, hideBelow: 600 },
    ];
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <DataTable
            label="Trips"
            columns={folding}
            rows={ALL.slice(0, 2)}
            getRowId={(trip) => trip.id}
            totalItems={2}
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const headers = () =>
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
    const firstRow = () => within(dataRows()[0] as HTMLElement).getAllByRole('cell');
    expect(headers()).toEqual(['Reference']);
    expect(firstRow()).toHaveLength(1);
    resize(700);
    expect(headers()).toEqual(['Reference', 'Seats']);
    resize(900);
    expect(headers()).toEqual(['Reference', 'Airport', 'Seats']);
    expect(firstRow().map((cell) => cell.textContent)).toEqual(['T-01', 'EGLL', '0']);
  });

  it('folds more, highest hideBelow first, while its rows still overflow it', () => {
    atTableWidth(1000);
    // jsdom lays nothing out: a table is 200 px a column, in a 500 px box.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.querySelectorAll('thead th').length * 200;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
    const folding: DataTableColumn<Trip>[] = [
      { id: 'reference', header: 'Reference', render: (trip) => trip.reference },
      { id: 'airport', header: 'Airport', render: (trip) => trip.airport, hideBelow: 900 },
      { id: 'seats', header: 'Seats', render: (trip) => trip.seats, hideBelow: 600 },
    ];
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <DataTable
            label="Trips"
            columns={folding}
            rows={ALL.slice(0, 2)}
            getRowId={(trip) => trip.id}
            totalItems={2}
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Reference', 'Seats']);
  });

  it('shows cards instead of the table on phones', async () => {
    onPhone();
    const user = userEvent.setup();
    const router = renderAt('/trips');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Trips' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Reference')).toBeInTheDocument();
    expect(within(first).getByText('T-01')).toBeInTheDocument();
    // hideOnXs columns are left out of the cards.
    expect(within(first).queryByText('Airport')).not.toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Reference, descending',
    );
    expect(router.state.location.search).toBe('?sort=reference&order=desc');
  });
});
