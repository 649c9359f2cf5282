import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { COUNT_QUERY_OPTIONS, defineCountCard, type CountQueryResult } from './QueryCountCard';

const NS = 'countCardTest';

beforeAll(() => {
  i18next.addResourceBundle('en', NS, {
    parts: {
      toCheck_one: '<strong>{{count}}</strong> part to check within {{hours}} h',
      toCheck_other: '<strong>{{count}}</strong> parts to check within {{hours}} h',
    },
  });
});

/** A declared card over a stand-in query; `useCount` records the options the kit passed. */
function renderCard(result: CountQueryResult) {
  const useCount = vi.fn(() => result);
  const Card = defineCountCard({
    namespace: NS,
    textKey: 'parts.toCheck',
    values: { hours: 48 },
    useCount,
    to: () => '/parts?check=true',
  });
  render(
    <MemoryRouter>
      <Card />
    </MemoryRouter>,
  );
  return { useCount };
}

describe('defineCountCard', () => {
  it('shows the count in its sentence, with its values, as a link to the filtered list', async () => {
    const { useCount } = renderCard({ data: 3, isError: false, refetch: vi.fn() });
    const link = await screen.findByRole('link', { name: '3 parts to check within 48 h' });
    expect(link).toHaveAttribute('href', '/parts?check=true');
    expect(useCount).toHaveBeenCalledWith(COUNT_QUERY_OPTIONS);
  });

  it('takes the singular for one', async () => {
    renderCard({ data: 1, isError: false, refetch: vi.fn() });
    expect(
      await screen.findByRole('link', { name: '1 part to check within 48 h' }),
    ).toBeInTheDocument();
  });

  it('is busy while the count loads', () => {
    renderCard({ isError: false, refetch: vi.fn() });
    expect(screen.getByRole('status', { name: 'Counting…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the count failed and asks the query again on retry', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderCard({ isError: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('This count could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
