import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { QUERY_MAX_RETRIES } from '@/lib/api/queryRetry';
import { server } from '@/mocks/node';
import { renderRoute } from '@tests/utils/renderRoute';
import { partsRoutes } from './partsRoutes';
import { seedParts, servePartsApi } from './partsServer';

const rows = () =>
  within(screen.getByRole('table', { name: 'Parts' }))
    .getAllByRole('row')
    .slice(1);

async function openList(path = '/parts', as: 'buyer' | 'seller' = 'buyer', firstRow = 'Part 01') {
  const api = servePartsApi();
  const app = await renderRoute(path, { as, routes: partsRoutes });
  await screen.findByRole('heading', { level: 1, name: 'Parts' });
  await screen.findByText(firstRow);
  return { api, app, search: () => app.location().search };
}

describe('ResourceListPage', () => {
  it('reads its title and its table name from the namespace it is given', async () => {
    servePartsApi();
    await renderRoute('/parts-from-texts', { as: 'buyer', routes: partsRoutes });
    await screen.findByRole('heading', { level: 1, name: 'Invoices' });
    const table = screen.getByRole('table', { name: 'Invoices of the organization' });
    expect(await within(table).findByText('Part 01')).toBeInTheDocument();
  });

  it('reads its empty texts from that namespace too, the filtered one when filters are set', async () => {
    const user = userEvent.setup();
    servePartsApi([]);
    await renderRoute('/parts-from-texts', { as: 'buyer', routes: partsRoutes });
    expect(await screen.findByRole('status')).toHaveTextContent('No invoice yet');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'cabin');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No invoice matches these filters'),
    );
  });

  it('shows the rows, the create button and the row actions the person may use', async () => {
    const { api } = await openList();
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    // The count beside the title: "Parts · 12", read as "12 results".
    const heading = screen.getByRole('heading', { level: 1, name: 'Parts' });
    expect(heading.parentElement).toHaveTextContent('Parts· 12');
    expect(screen.getByText('12 results')).toBeInTheDocument();
    expect(Object.fromEntries(api.lastListQuery() ?? [])).toEqual({
      page: '1',
      numberOfItemsPerPage: '10',
    });
    expect(screen.getByRole('link', { name: 'Add a part' })).toHaveAttribute('href', '/parts/add');
    // More than two actions: one "⋯" menu per row, delete last.
    const first = rows()[0] as HTMLElement;
    await userEvent
      .setup()
      .click(within(first).getByRole('button', { name: 'Actions for Part 01' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/parts/1/edit',
    );
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Edit', 'Duplicate', 'Delete']);
  });

  it('hides the create button and the actions without their permission', async () => {
    await openList('/parts', 'seller');
    expect(screen.queryByRole('link', { name: 'Add a part' })).not.toBeInTheDocument();
    const first = rows()[0] as HTMLElement;
    expect(within(first).queryByRole('link', { name: 'Edit Part 01' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: /Duplicate/ })).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Show Part 01' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete Part 01' })).toBeInTheDocument();
  });

  it('keeps the filters in the URL, back on page 1, and sends them by the API names', async () => {
    const user = userEvent.setup();
    const { api, search } = await openList('/parts?page=2', 'buyer', 'Part 11');
    const bar = screen.getByRole('search', { name: 'Filters' });

    // Pasted: typing is tested on its own (debounce, below); here, what is kept.
    await user.click(within(bar).getByRole('searchbox', { name: 'Search parts' }));
    await user.paste('part 1');
    await waitFor(() => expect(search()).toBe('?search=part+1'));
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Category' }), 'engine');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Serviceable' }), 'Yes');
    // The date range's button opens its presets and a custom range: the kit's date pickers, day
    // first, typed section by section.
    await user.click(within(bar).getByRole('button', { name: 'Installed: Any' }));
    const dates = screen.getByRole('dialog', { name: 'Installed' });
    for (const [side, digits] of [
      ['Installed: from', '01012026'],
      ['Installed: to', '31122026'],
    ] as const) {
      const picker = await within(dates).findByRole('group', { name: side });
      await user.click(within(picker).getByRole('spinbutton', { name: 'Day' }));
      await user.keyboard(digits);
    }
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(search()).toBe(
        '?search=part+1&category=engine&serviceable=true&installed=2026-01-01..2026-12-31',
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(api.lastListQuery() ?? [])).toEqual({
        page: '1',
        numberOfItemsPerPage: '10',
        searchQuery: 'part 1',
        partCategory: 'engine',
        isServiceable: 'true',
        installedAfter: '2026-01-01',
        installedBefore: '2026-12-31',
      }),
    );
    // Part 11 is the only serviceable engine part named "part 1…".
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('Part 11')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Clear all' }));
    expect(search()).toBe('');
    await waitFor(() =>
      expect(within(bar).getByRole('searchbox', { name: 'Search parts' })).toHaveValue(''),
    );
  });

  it('debounces the search: one query once typing pauses', async () => {
    const user = userEvent.setup();
    const { api } = await openList();
    const before = api.listQueries.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'Part 0');
    await waitFor(() => expect(api.lastListQuery()?.get('searchQuery')).toBe('Part 0'));
    expect(api.listQueries.length - before).toBe(1);
  });

  it('says the list is empty in its own words, and otherwise when filters are set', async () => {
    const user = userEvent.setup();
    servePartsApi([]);
    await renderRoute('/parts', { as: 'buyer', routes: partsRoutes });
    expect(await screen.findByRole('status')).toHaveTextContent('No part found');
    // One primary action a page: the header's; the empty list's repeats it outlined (UI.md).
    const again = within(screen.getByRole('status')).getByRole('link', { name: 'Add a part' });
    expect(again).toHaveClass('MuiButton-outlined');
    const [inHeader] = screen.getAllByRole('link', { name: 'Add a part' });
    expect(inHeader).toHaveClass('MuiButton-contained');
    expect(inHeader).not.toBe(again);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'cabin');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No result matches these filters'),
    );
    await user.click(
      within(screen.getByRole('status')).getByRole('button', { name: 'Clear filters' }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No part found'));
  });

  it('shows the error of the catalogue with a retry', async () => {
    const user = userEvent.setup();
    servePartsApi();
    // The read fails on its first attempt and on every retry, then the server is back.
    let failures = 0;
    server.use(
      http.get('*/api/test-part', () =>
        failures++ <= QUERY_MAX_RETRIES
          ? HttpResponse.json({ message: 'Boom' }, { status: 500 })
          : undefined,
      ),
    );
    await renderRoute('/parts', { as: 'buyer', routes: partsRoutes });
    // The list's own error (the toast says the same, without a Retry).
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Server error 500');
    await user.click(retry);
    expect(await screen.findByText('Part 01')).toBeInTheDocument();
  });

  it('shows a malformed page as an error, not as an empty list', async () => {
    // RTK Query reports the adapter's throw on the console in development: expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/test-part', () => HttpResponse.json({ items: [], total: 0 })));
    await renderRoute('/parts', { as: 'buyer', routes: partsRoutes });
    expect(await screen.findByText('Empty response', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('No part found')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('"listParts"'),
      expect.anything(),
    );
    consoleError.mockRestore();
  });

  it('deletes through the dangerous dialog, says so, and refreshes the list', async () => {
    const user = userEvent.setup();
    const { api } = await openList();
    await user.click(screen.getByRole('button', { name: 'Actions for Part 03' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Part 03?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirm);
    expect(await screen.findByText('Successfully deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Part 03')).not.toBeInTheDocument());
    expect(api.db.parts.map((part) => part.id)).not.toContain(3);
    expect(screen.getByText('Part 11')).toBeInTheDocument();
    expect(seedParts()).toHaveLength(12);
  });

  it('keeps the delete dialog open on a failure, saying so in the resource’s words', async () => {
    const user = userEvent.setup();
    const { api } = await openList();
    server.use(
      http.delete('*/api/test-part/:id', () =>
        HttpResponse.json({ message: 'Boom' }, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Part 03' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Part 03?' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The part cannot be deleted');
    expect(alert).toHaveTextContent('Boom');
    expect(api.db.parts.map((part) => part.id)).toContain(3);
  });

  it('opens the show page from a row', async () => {
    const user = userEvent.setup();
    const { app } = await openList();
    await user.click(screen.getByText('Part 02'));
    await waitFor(() => expect(app.location().pathname).toBe('/parts/2/show'));
  });
});
