import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/lib/ui/resource/filters';
import { renderRoute } from '@tests/utils/renderRoute';

const rows = () =>
  within(screen.getByRole('table', { name: 'Trips' }))
    .getAllByRole('row')
    .slice(1);

describe('a list search typed just before a click elsewhere', () => {
  it('never takes the person back to the list once the debounce ends', async () => {
    // No delay between keys, nor before the click: the click lands within the debounce.
    const user = userEvent.setup({ delay: null });
    const app = await renderRoute('/trips', { as: 'buyer', preferences: { language: 'en' } });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 15000 });
    const first = rows()[0] as HTMLElement;
    const name = within(first).getAllByRole('cell')[0]?.textContent ?? '';

    await user.type(screen.getByRole('searchbox', { name: 'Trip name' }), 'Riv');
    await user.click(within(first).getAllByRole('cell')[0] as HTMLElement);

    await waitFor(() => expect(app.location().pathname).toMatch(/^\/trips\/\d+$/));
    const detail = app.location().pathname;
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(name.slice(0, 12)) }),
    ).toBeInTheDocument();
    // Well past the debounce: the late search write did not navigate back to the list.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 3));
    expect(app.location().pathname).toBe(detail);
    expect(app.location().search).toBe('');
  });
});
