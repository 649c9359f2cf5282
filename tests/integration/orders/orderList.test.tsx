import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pinDemoClock } from '@tests/utils/demoClock';
import { renderRoute } from '@tests/utils/renderRoute';
import { atTableWidth } from '@/lib/ui/views/table/testing/tableWidth';
import { db } from '@/mocks/db';
import type { QuoteState } from '@/entities/quote';

const SLOW = { timeout: 15000 };

/** A live quote sold by Riviera (organization 2, the seller account's) in `state`. */
function rivieraQuoteIn(state: QuoteState) {
  const quote = db.quotes.find(
    (q) =>
      q.organization.id === 2 &&
      q.state === state &&
      !q.cancelled &&
      !q.cancelledDraft &&
      !q.refused,
  );
  if (!quote) throw new Error(`no ${state} quote of Riviera`);
  return quote;
}

async function openList(path: string, as: 'buyer' | 'seller' = 'seller') {
  const app = await renderRoute(path, { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'Orders' }, SLOW);
  return app;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const header = (name: string) =>
  within(screen.getByRole('table')).getByRole('columnheader', {
    name: (accessible) => accessible.startsWith(name),
  });
const cellsOf = (column: string) => {
  const names = within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const at = names.findIndex((name) => name?.startsWith(column));
  return rows().map((row) => within(row).getAllByRole('cell')[at]?.textContent ?? '');
};

describe('orders list', () => {
  it('lists the seller quotes newest first, kind and state apart, counterparty, event and total', async () => {
    await openList('/order');
    await waitFor(() => expect(rows().length).toBeGreaterThan(5), SLOW);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Reference', 'Kind', 'State', 'Counterparty', 'Airport', 'Total']),
    );
    // The default sort is shown on its column header, not in a note above the table.
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Event time (UTC)')).not.toHaveAttribute('aria-sort');
    // The spec's wording, never the raw state.
    const kinds = rows().map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((text) => /^(Request|Quotation|Order)$/.test(text))).toBe(true);
  });

  it('applies the filters of the URL and sorts by the event once a date range is set', async () => {
    await openList('/order?state=delivered&period=2020-01-01..2030-12-31');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    expect(header('Event time (UTC)')).toHaveAttribute('aria-sort', 'descending');
    for (const row of rows()) {
      expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Order');
    }
  });

  it('says "No order found" when nothing matches', async () => {
    await openList('/order?period=1990-01-01..1990-01-02');
    expect(await screen.findByText(/No order found/, undefined, SLOW)).toBeInTheDocument();
  });

  it('keeps a filter chosen in the filter bar in the URL', async () => {
    const user = userEvent.setup();
    const app = await openList('/order');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Delivered');
    await waitFor(() => expect(app.location().search).toContain('state=delivered'));
  });

  it('opens a quote from its row', async () => {
    const user = userEvent.setup();
    const app = await openList('/order');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    const first = rows()[0];
    if (!first) throw new Error('no row');
    const reference = within(first).getAllByRole('cell')[0]?.textContent ?? '';
    await user.click(within(first).getByRole('link', { name: reference }));
    await waitFor(() => expect(app.location().pathname).toMatch(/^\/order\/\d+\/show$/));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: new RegExp(`^(Quotation request|Quotation|Order) ${reference}$`) },
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});

describe('orders list: finding the work (issue 18)', () => {
  it('sorts from a column header, the arrow following, in the URL', async () => {
    const user = userEvent.setup();
    const app = await openList('/order');
    await waitFor(() => expect(rows().length).toBeGreaterThan(1), SLOW);
    await user.click(within(header('Event time (UTC)')).getByRole('button'));
    await waitFor(() => expect(app.location().search).toContain('sort=eventTime&order=asc'));
    await waitFor(() =>
      expect(header('Event time (UTC)')).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(header('Created')).not.toHaveAttribute('aria-sort');
  });

  it('shows "To be quoted" for an unpriced request, never €0.00', async () => {
    const request = rivieraQuoteIn('awaiting_for_quotation');
    request.lines.forEach((line) => (line.unitPrice = 0));
    request.totalIncludingTax = 0;
    await openList(`/order?search=${request.reference}`);
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    expect(cellsOf('Total')).toEqual(['To be quoted']);
    expect(cellsOf('Kind')).toEqual(['Request']);
    expect(cellsOf('State')).toEqual(['Awaiting quotation']);
  });

  it('finds a quotation by its reference typed in the search', async () => {
    const user = userEvent.setup();
    const target = db.quotes.find((q) => q.client.id === 1);
    if (!target) throw new Error('no quote of the buyer');
    const app = await openList('/order', 'buyer');
    await waitFor(() => expect(rows().length).toBeGreaterThan(1), SLOW);
    await user.type(
      screen.getByRole('searchbox', { name: 'Reference, customer or provider' }),
      target.reference,
    );
    await waitFor(() => expect(app.location().search).toContain(`search=${target.reference}`));
    await waitFor(() => expect(cellsOf('Reference')).toEqual([target.reference]), SLOW);
  });

  it("lists only what needs the buyer's action, from the URL", async () => {
    await openList('/order?needsAction=true', 'buyer');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    expect(new Set(cellsOf('State'))).toEqual(new Set(['Awaiting validation']));
  });
});

describe('orders list: kind and width (issue 18)', () => {
  it.each<[QuoteState, string, string]>([
    ['awaiting_customer_validation', 'Quotation', 'Awaiting validation'],
    ['payment_not_started', 'Order', 'Payment not started'],
    ['refunded', 'Order', 'Refunded'],
  ])('%s: the kind says "%s", the state column "%s"', async (state, kind, shown) => {
    const quote = rivieraQuoteIn('validated');
    quote.state = state;
    await openList(`/order?search=${quote.reference}`);
    await waitFor(() => expect(cellsOf('Reference')).toEqual([quote.reference]), SLOW);
    expect(cellsOf('Kind')).toEqual([kind]);
    expect(cellsOf('State')).toEqual([shown]);
  });

  const headers = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent ?? '')
      .filter((text) => text !== 'Actions')
      .map((text) => text.replace(/sorted (de|a)scending$/, ''));

  it('folds the low-priority columns by the room the table has, not the window', async () => {
    // 714 px: the table at 1024 px with the navigation open.
    const resize = atTableWidth(714);
    await openList('/order');
    await waitFor(() => expect(rows().length).toBeGreaterThan(1), SLOW);
    expect(headers()).toEqual(['Reference', 'State', 'Event time (UTC)', 'Total']);
    expect(within(rows()[0] as HTMLElement).getAllByRole('cell')).toHaveLength(5);
    // 970 px: 1280 px with the navigation open.
    resize(970);
    expect(headers()).toEqual([
      'Reference',
      'Kind',
      'State',
      'Counterparty',
      'Event time (UTC)',
      'Total',
    ]);
    // The navigation folded: room for everything.
    resize(1200);
    expect(headers()).toEqual([
      'Reference',
      'Kind',
      'State',
      'Counterparty',
      'Airport',
      'Event time (UTC)',
      'Created',
      'Total',
    ]);
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('orders calendar', () => {
  // The week asked for holds quotes of the seed as of that day, whatever the real day.
  beforeEach(() => pinDemoClock('2026-11-23T09:00:00Z'));

  it('shows the quotes of the visible range, Monday first, each a link to its quote', async () => {
    const user = userEvent.setup();
    const app = await openList('/order?view=calendar&calendarView=listWeek&date=2026-11-23');
    await waitFor(() => expect(document.querySelector('.fc-event')).not.toBeNull(), SLOW);
    const root = document.querySelector<HTMLElement>('.fc');
    if (!root) throw new Error('no calendar');
    // The week of Monday 23 November; times in 24 h.
    expect(within(root).getByText('Nov 23 – 29, 2026')).toBeInTheDocument();
    const times = [...root.querySelectorAll('.fc-list-event-time')].map((d) => d.textContent);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => /^\d{2}:\d{2}$/.test(time ?? ''))).toBe(true);
    const link = within(root).getAllByRole('link')[0];
    if (!link) throw new Error('no entry');
    expect(link.getAttribute('href')).toMatch(/^\/order\/\d+\/show$/);
    await user.click(link);
    await waitFor(() => expect(app.location().pathname).toMatch(/^\/order\/\d+\/show$/));
  });

  it('keeps the view in the URL', async () => {
    const user = userEvent.setup();
    const app = await openList('/order');
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    await waitFor(() => expect(app.location().search).toContain('view=calendar'));
    await waitFor(() => expect(app.location().search).toContain('calendarView=dayGridMonth'), SLOW);
  });
});
