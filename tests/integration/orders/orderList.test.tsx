import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pinDemoClock } from '@tests/utils/demoClock';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };

async function openList(path: string, as: 'buyer' | 'seller' = 'seller') {
  const app = await renderRoute(path, { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'Orders' }, SLOW);
  return app;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('orders list', () => {
  it('lists the seller quotes newest first, with kind, counterparty, event and total', async () => {
    await openList('/order');
    await waitFor(() => expect(rows().length).toBeGreaterThan(5), SLOW);
    expect(screen.getByText('Newest first (by creation date).')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Reference',
        'Kind',
        'Counterparty',
        'Trip and airport',
        'Event time (UTC)',
        'Total',
      ]),
    );
    // The spec's wording, never the raw state.
    const kinds = rows().map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
    expect(kinds.some((text) => /Quotation request|Quotation|Order/.test(text))).toBe(true);
    expect(kinds.some((text) => text.includes('awaiting_'))).toBe(false);
  });

  it('applies the filters of the URL and says the sort changed with a date range', async () => {
    await openList('/order?state=delivered&period=2020-01-01..2030-12-31');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    expect(
      screen.getByText("A date range is set: sorted by the event's time, latest first."),
    ).toBeInTheDocument();
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
    await user.click(within(first).getByRole('link', { name: new RegExp(reference) }));
    await waitFor(() => expect(app.location().pathname).toMatch(/^\/order\/\d+\/show$/));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${reference}` }, SLOW),
    ).toBeInTheDocument();
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
