import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListParams } from '../../controllers/list/useListParams';
import { DataTable } from './DataTable';
import { onPhone } from './testing/onPhone';
import type { DataTableColumn } from '../../controllers/table/types';

interface Crew {
  id: number;
  name: string;
  role: string;
}

const CREW: Crew[] = [
  { id: 1, name: 'Ada Lovelace', role: 'Pilot' },
  { id: 2, name: 'Grace Hopper', role: 'Engineer' },
];

const columns: DataTableColumn<Crew>[] = [
  { id: 'role', header: 'Role', render: (crew) => crew.role },
  { id: 'name', header: 'Name', render: (crew) => crew.name, primary: true },
];

function CrewList() {
  const list = useListParams();
  return (
    <DataTable
      label="Crew"
      columns={columns}
      rows={CREW}
      getRowId={(crew) => crew.id}
      totalItems={CREW.length}
      list={list}
      emptyMessage="No crew"
      rowHref={(crew) => `/crews/${crew.id}`}
      getRowLabel={(crew) => `Show ${crew.name}`}
    />
  );
}

function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/crews', element: <CrewList /> },
      { path: '/crews/:id', element: <h1>Crew page</h1> },
    ],
    { initialEntries: ['/crews'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DataTable rowHref', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("makes the primary cell a link to the row's page, one tab stop per row", async () => {
    const user = userEvent.setup();
    renderList();
    const link = screen.getByRole('link', { name: 'Grace Hopper' });
    expect(link).toHaveAttribute('href', '/crews/2');
    // The other cells stay text: the primary column is the one that says so.
    expect(screen.queryByRole('link', { name: 'Engineer' })).toBeNull();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Crew page' })).toBeInTheDocument();
  });

  it('still opens the row from a click anywhere on it, once', async () => {
    const user = userEvent.setup();
    const router = renderList();
    await user.click(screen.getByText('Pilot'));
    expect(router.state.location.pathname).toBe('/crews/1');
    await router.navigate(-1);
    await user.click(await screen.findByRole('link', { name: 'Grace Hopper' }));
    expect(router.state.location.pathname).toBe('/crews/2');
    // The link's click did not run the row's too: one step back is the list, not the page again.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/crews');
  });

  it('makes the whole card the link on phones', () => {
    onPhone();
    renderList();
    const cards = screen.getByRole('list', { name: 'Crew' });
    expect(within(cards).getByRole('link', { name: 'Show Grace Hopper' })).toHaveAttribute(
      'href',
      '/crews/2',
    );
  });
});
