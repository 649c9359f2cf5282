import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/utils/renderRoute';

const SLOW = { timeout: 15000 };

describe('a change of the search alone', () => {
  it('renders the next page without a loading round through the guard; a new path still has one', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/trips', { as: 'buyer', preferences: { language: 'en' } });
    const table = await screen.findByRole('table', { name: 'Trips' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    const states: string[] = [];
    const unsubscribe = app.router.subscribe((state) => states.push(state.navigation.state));

    await user.click(screen.getAllByRole('button', { name: 'Next page' })[0] as HTMLElement);
    await waitFor(() => expect(app.location().search).toContain('page=2'));
    expect(states).not.toContain('loading');
    expect(app.location().pathname).toBe('/trips');

    // Another page asks the guard (its loader) before it shows.
    await app.router.navigate('/order');
    await waitFor(() => expect(app.location().pathname).toBe('/order'));
    expect(states).toContain('loading');
    unsubscribe();
  });
});
