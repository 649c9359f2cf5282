import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';

const EN = { language: 'en' } as const;
const SLOW = { timeout: 15000 };

/** Below lg the menu is a drawer: open it as a user would. */
async function openMenu() {
  const open = await screen.findByRole('button', { name: 'Open menu' }, SLOW);
  await userEvent.setup().click(open);
  return screen.findByRole('navigation', { name: 'Main menu' }, SLOW);
}

const awaiting = () =>
  db.services.filter((service) => service.validationState === 'awaiting_validation').length;

describe('the operator’s "Services to validate" menu entry', { timeout: 60000 }, () => {
  it('says how many services await validation and opens on them', async () => {
    const user = userEvent.setup();
    expect(awaiting()).toBeGreaterThan(0);
    const app = await renderRoute('/', { as: 'operator', preferences: EN });
    const menu = await openMenu();
    const entry = await within(menu).findByRole('link', { name: 'Services to validate' }, SLOW);
    await waitFor(() => expect(entry).toHaveAccessibleDescription(`${awaiting()} to validate`));
    await user.click(entry);
    await waitFor(() => expect(app.location().pathname).toBe('/operator-services'));
    expect(app.location().search).toBe('?validationState=awaiting_validation');
    const table = await screen.findByRole('table', { name: 'Services of every seller' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBe(Math.min(awaiting(), rows.length));
    expect(rows.every((row) => row.textContent?.includes('Awaiting validation'))).toBe(true);
  });

  it('shows no count when nothing awaits validation', async () => {
    for (const service of db.services) {
      if (service.validationState === 'awaiting_validation') service.validationState = 'validated';
    }
    await renderRoute('/', { as: 'operator', preferences: EN });
    const menu = await openMenu();
    const entry = await within(menu).findByRole('link', { name: 'Services to validate' }, SLOW);
    expect(entry).toHaveAttribute('href', '/operator-services?validationState=awaiting_validation');
    // Given the time to load, the count stays away.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(entry).toHaveAccessibleDescription('');
  });
});
