import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/lib/store/makeStore';
import { useListParams } from '../../controllers/list/useListParams';
import { onPhone } from '../table/testing/onPhone';
import { FilterBar } from './FilterBar';
import { placeFilters, type ListFilter } from '../../controllers/list/filters';

type Key = 'search' | 'state' | 'airport' | 'period' | 'kind' | 'cancelled' | 'provider';

const option = (value: string, label = value) => ({ value, label });
const FILTERS: ListFilter<Key>[] = [
  { kind: 'search', key: 'search', label: 'Search' },
  { kind: 'select', key: 'kind', label: 'Kind', options: [option('order', 'Order')] },
  {
    kind: 'select',
    key: 'state',
    label: 'State',
    options: [option('awaiting', 'Awaiting quotation'), option('paid', 'Paid')],
    primary: true,
  },
  { kind: 'select', key: 'airport', label: 'Airport', options: [option('LFMN')], primary: true },
  { kind: 'dateRange', key: 'period', label: 'Period', primary: true },
  { kind: 'boolean', key: 'cancelled', label: 'Cancelled' },
  { kind: 'select', key: 'provider', label: 'Provider', options: [option('7', 'GVA Taxi')] },
];

function Bar({ filters }: { filters: ListFilter<Key>[] }) {
  const list = useListParams<Key>({ filterKeys: filters.map((filter) => filter.key) });
  return <FilterBar filters={filters} list={list} />;
}

function renderBar(url = '/list', filters = FILTERS) {
  const router = createMemoryRouter([{ path: '/list', element: <Bar filters={filters} /> }], {
    initialEntries: [url],
  });
  render(
    <Provider store={makeStore(null)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { search: () => router.state.location.search };
}

const bar = () => screen.getByRole('search', { name: /^(Filters|Filtres)$/ });

afterEach(() => vi.unstubAllGlobals());

describe('placeFilters', () => {
  const select = (key: string, primary?: boolean): ListFilter => ({
    kind: 'select',
    key,
    label: key,
    options: [],
    primary,
  });
  it.each([
    ['the first four in order when none is marked', ['a', 'b', 'c', 'd', 'e'], [], 'abcd', 'e'],
    ['the marked ones when some are', ['a', 'b', 'c', 'd', 'e'], ['b', 'e'], 'be', 'acd'],
    ['at most four marked ones', ['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'd', 'e'], 'abcd', 'e'],
    ['nothing folded under four', ['a', 'b'], [], 'ab', ''],
  ])('puts in view %s', (_, keys, marked, inView, folded) => {
    const placed = placeFilters([
      { kind: 'search', key: 'q', label: 'q' },
      ...keys.map((key) => select(key, marked.includes(key) || undefined)),
    ]);
    expect(placed.search.map((filter) => filter.key)).toEqual(['q']);
    expect(placed.inView.map((filter) => filter.key).join('')).toBe(inView);
    expect(placed.folded.map((filter) => filter.key).join('')).toBe(folded);
  });
});

describe('FilterBar', () => {
  it('shows the search and the primary filters, the others under "More filters"', async () => {
    const user = userEvent.setup();
    renderBar();
    expect(within(bar()).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(within(bar()).getByRole('combobox', { name: 'State' })).toBeInTheDocument();
    expect(within(bar()).getByRole('combobox', { name: 'Airport' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Period: Any' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('combobox', { name: 'Kind' })).not.toBeInTheDocument();
    expect(within(bar()).queryByRole('combobox', { name: 'Provider' })).not.toBeInTheDocument();

    await user.click(within(bar()).getByRole('button', { name: 'More filters' }));
    const more = screen.getByRole('dialog', { name: 'More filters' });
    for (const name of ['Kind', 'Cancelled', 'Provider']) {
      expect(within(more).getByRole('combobox', { name })).toBeInTheDocument();
    }
  });

  it('counts the folded filters in use on the button, and writes them to the URL', async () => {
    const user = userEvent.setup();
    const { search } = renderBar('/list?cancelled=true&state=paid');
    const button = within(bar()).getByRole('button', { name: 'More filters (1)' });
    await user.click(button);
    await user.selectOptions(
      within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Provider' }),
      'GVA Taxi',
    );
    expect(search()).toBe('?state=paid&cancelled=true&provider=7');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(bar()).getByRole('button', { name: 'More filters (2)' })).toBeInTheDocument();
  });

  it('shows every filter in use as a chip that removes it, and clears them all', async () => {
    const user = userEvent.setup();
    const { search } = renderBar(
      '/list?state=awaiting&provider=7&cancelled=false&period=2026-01-01..2026-03-03',
    );
    const chips = within(bar()).getByRole('group', { name: 'Filters in use' });
    for (const name of [
      'State: Awaiting quotation',
      'Provider: GVA Taxi',
      'Cancelled: No',
      // The dates as lib/format writes them (day and month alike here: that is its own test).
      'Period: 01/01/2026 – 03/03/2026',
    ]) {
      expect(within(chips).getByRole('button', { name })).toBeInTheDocument();
    }

    await user.click(within(chips).getByTitle('Remove State: Awaiting quotation'));
    expect(Object.fromEntries(new URLSearchParams(search()))).toEqual({
      provider: '7',
      cancelled: 'false',
      period: '2026-01-01..2026-03-03',
    });
    expect(within(chips).queryByRole('button', { name: /State/ })).not.toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(search()).toBe('');
    expect(within(bar()).queryByRole('group', { name: 'Filters in use' })).not.toBeInTheDocument();
  });

  it('folds every filter but the search on phones', () => {
    onPhone();
    renderBar('/list?airport=LFMN');
    expect(within(bar()).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'More filters (1)' })).toBeInTheDocument();
  });
});
