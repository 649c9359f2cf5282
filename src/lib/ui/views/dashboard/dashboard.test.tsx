import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CardGrid, ChartCard, StatCard, type ChartData } from './';

const bookings: ChartData = {
  kind: 'bar',
  categories: ['October', 'November'],
  series: [
    { id: 'paid', label: 'Paid', data: [1200, 3400.5], tone: 'success' },
    { id: 'refused', label: 'Refused', data: [300, null], tone: 'error' },
  ],
};

function Dashboard({ data }: { data?: ChartData }) {
  return (
    <MemoryRouter>
      <CardGrid label="This month">
        <StatCard label="Invoices to pay" value="3" hint="1 overdue" to="/invoices?state=open" />
        <StatCard label="Revenue" />
        <ChartCard
          title="Bookings by month"
          categoryLabel="Month"
          data={data}
          formatValue={(value) => `€${value.toFixed(2)}`}
          wide
        />
      </CardGrid>
    </MemoryRouter>
  );
}

describe('dashboard cards', () => {
  it('groups the cards; a stat card with a list behind it is one link, a loading one is busy', () => {
    render(<Dashboard />);
    const region = screen.getByRole('region', { name: 'This month' });
    expect(
      within(region).getByRole('link', { name: /Invoices to pay\s*3\s*1 overdue/ }),
    ).toHaveAttribute('href', '/invoices?state=open');
    expect(within(region).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByRole('status')).toHaveTextContent('Revenue');
    // A chart whose figures have not come yet keeps its place.
    expect(
      within(screen.getByRole('region', { name: 'Bookings by month' })).getByRole('progressbar', {
        name: 'Loading the chart…',
      }),
    ).toBeInTheDocument();
  });

  it('loads the chart when shown, and gives its figures as a table, formatted', async () => {
    const user = userEvent.setup();
    render(<Dashboard data={bookings} />);
    const card = screen.getByRole('region', { name: 'Bookings by month' });
    expect(
      await within(card).findByRole(
        'img',
        { name: /^Bookings by month: chart/ },
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
    const switcher = within(card).getByRole('group', { name: 'Show Bookings by month as' });
    await user.click(within(switcher).getByRole('button', { name: 'Table' }));
    const table = within(card).getByRole('table', { name: 'Bookings by month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Paid', 'Refused']);
    const november = within(table).getByRole('rowheader', { name: 'November' }).closest('tr');
    expect(november).toHaveTextContent('November€3400.50–');
    expect(
      within(table).getByRole('rowheader', { name: 'October' }).closest('tr'),
    ).toHaveTextContent('October€1200.00€300.00');
    expect(within(card).queryByRole('img')).toBeNull();
    await user.click(within(switcher).getByRole('button', { name: 'Chart' }));
    expect(await within(card).findByRole('img', { name: /chart/ })).toBeInTheDocument();
  });

  it('reads a pie as a table of its one series', async () => {
    const user = userEvent.setup();
    render(<Dashboard data={{ ...bookings, kind: 'pie' }} />);
    const card = screen.getByRole('region', { name: 'Bookings by month' });
    await user.click(within(card).getByRole('button', { name: 'Table' }));
    expect(
      within(within(card).getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Paid']);
  });

  it('says when there is nothing to chart, and a failed read with its retry', async () => {
    const user = userEvent.setup();
    const zero: ChartData = {
      kind: 'bar',
      categories: ['October'],
      series: [{ id: 'a', label: 'A', data: [0] }],
    };
    let retried = 0;
    const { rerender } = render(
      <ChartCard title="Sales" categoryLabel="Month" data={zero} emptyMessage="No sale yet." />,
    );
    const card = screen.getByRole('region', { name: 'Sales' });
    expect(within(card).getByText('No sale yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).toBeNull();
    rerender(
      <ChartCard
        title="Sales"
        categoryLabel="Month"
        data={bookings}
        emptyMessage="No sale yet."
        failure={{
          error: { status: 500, data: { code: 500, message: 'Down' } },
          onRetry: () => retried++,
        }}
        actions={<button type="button">By week</button>}
      />,
    );
    expect(within(card).queryByText('No sale yet.')).toBeNull();
    expect(within(card).getByRole('button', { name: 'By week' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /retry/i }));
    expect(retried).toBe(1);
  });
});
