import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/lib/store/makeStore';
import { useListParams } from '../../controllers/list/useListParams';
import { FilterBar } from './FilterBar';
import type { ListFilter } from '../../controllers/list/filters';

function Bar({ label }: { label: string }) {
  const filters: ListFilter<'period'>[] = [{ kind: 'dateRange', key: 'period', label }];
  const list = useListParams<'period'>({ filterKeys: ['period'] });
  return <FilterBar filters={filters} list={list} />;
}

function renderBar(url = '/list', label = 'Period') {
  const router = createMemoryRouter([{ path: '/list', element: <Bar label={label} /> }], {
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

beforeEach(() => {
  // Only the clock: today is Saturday 28 November 2026 (UTC), timers stay real for the pickers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18next.changeLanguage('en'));
});

describe('a date range filter', () => {
  it('is one button; a preset writes its days in the URL and names the range', async () => {
    const user = userEvent.setup();
    const { search } = renderBar();
    await user.click(within(bar()).getByRole('button', { name: 'Period: Any' }));
    const dialog = screen.getByRole('dialog', { name: 'Period' });
    await user.click(within(dialog).getByRole('button', { name: 'Next 7 days' }));
    expect(search()).toBe('?period=2026-11-28..2026-12-04');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(bar()).getByRole('button', { name: 'Period: Next 7 days' }));
    const again = screen.getByRole('dialog', { name: 'Period' });
    expect(within(again).getByRole('button', { name: 'Next 7 days' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(again).getByRole('button', { name: 'This month' }));
    expect(search()).toBe('?period=2026-11-01..2026-11-30');

    await user.click(within(bar()).getByRole('button', { name: 'Period: This month' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Period' })).getByRole('button', {
        name: 'Any dates',
      }),
    );
    expect(search()).toBe('');
  });

  it('names other days by their dates, and keeps them from a shared link', () => {
    renderBar('/list?period=2026-01-01..2026-03-03');
    // The button, beside the chip of the same name that removes the filter.
    const named = within(bar()).getAllByRole('button', { name: 'Period: 01/01/2026 – 03/03/2026' });
    expect(named.map((button) => button.getAttribute('aria-haspopup'))).toContain('dialog');
  });

  it.each([
    ['en', 'Period', 'Period: Any', 'Period: from', 'DD/MM/YYYY', 'Period: from 05/01/2026'],
    [
      'fr',
      'Période',
      'Période : Toutes',
      'Période : du',
      'JJ/MM/AAAA',
      'Période : à partir du 05/01/2026',
    ],
  ])(
    'takes a custom range day first in %s, ISO dates in the URL',
    async (language, label, button, from, empty, chosen) => {
      await act(() => i18next.changeLanguage(language));
      const user = userEvent.setup();
      const { search } = renderBar('/list', label);
      await user.click(within(bar()).getByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: label });
      const group = await within(dialog).findByRole('group', { name: from });
      expect(group).toHaveTextContent(empty);
      const sections = within(group).getAllByRole('spinbutton');
      expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(
        language === 'fr' ? ['Jour', 'Mois', 'Année'] : ['Day', 'Month', 'Year'],
      );
      await user.click(sections[0] as HTMLElement);
      await user.keyboard('05012026');
      await waitFor(() => expect(search()).toBe('?period=2026-01-05..'));
      expect(group).toHaveTextContent('05/01/2026');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const named = within(bar()).getAllByRole('button', { name: chosen });
      expect(named.map((button) => button.getAttribute('aria-haspopup'))).toContain('dialog');
    },
  );
});
