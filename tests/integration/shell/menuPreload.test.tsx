import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/routeTable';
import { defineRoutes } from '@/lib/auth/routes';
import { renderRoute } from '@tests/utils/renderRoute';

describe('a menu entry under the pointer (issue 29)', () => {
  it('starts loading its page before the click, and the click shows it', async () => {
    const page = vi.fn(() =>
      Promise.resolve({ default: () => createElement('h1', null, 'Preloaded page') }),
    );
    const routes = [
      ...defineRoutes([
        {
          id: 'test.preloaded',
          path: '/test/preloaded',
          permission: 'SERVICE_VIEW',
          page,
          menu: {
            labelKey: 'Preloaded entry',
            icon: () => import('@mui/icons-material/Inventory2Outlined'),
            group: 'sales',
            order: 1,
          },
        },
      ]),
      ...appRoutes,
    ];
    const user = userEvent.setup();
    await renderRoute('/', { as: 'seller', routes, preferences: { language: 'en' } });
    // Below lg (jsdom's width) the menu is a drawer: opened as a user would.
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const entry = await within(nav).findByRole('link', { name: 'Preloaded entry' });
    expect(page).not.toHaveBeenCalled();
    await user.hover(entry);
    expect(page).toHaveBeenCalledTimes(1);
    await user.click(entry);
    expect(await screen.findByRole('heading', { name: 'Preloaded page' })).toBeInTheDocument();
  });
});
