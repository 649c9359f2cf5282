import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setInContextEditing } from '@/features/translations/inContext/state';
import { renderRoute } from '@tests/utils/renderRoute';
import { restoreTexts, serverTextsHave } from './restoreTexts';

const SLOW = { timeout: 15_000 };

afterEach(() => {
  setInContextEditing(false);
  restoreTexts(['translations']);
});

describe('in-context editing', { timeout: 60_000 }, () => {
  it('opens the text of a clicked menu label, saves it, and the menu shows it at once', async () => {
    const user = userEvent.setup();
    const { router, store } = await renderRoute('/translations', { as: 'operator' });
    await user.click(await screen.findByRole('switch', { name: 'Edit texts in the app' }, SLOW));
    await screen.findByText('Editing texts: click a label', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByText('Cache'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit translations:menu.cache' });
    expect(router.state.location.pathname).toBe('/translations');
    const field = await within(dialog).findByRole('textbox', { name: 'English' }, SLOW);
    await user.clear(field);
    await user.type(field, 'Server cache');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(menu).findByText('Server cache', {}, SLOW)).toBeInTheDocument();
    await serverTextsHave(store, 'Server cache');
  });

  it('does nothing to clicks once switched off', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/translations', { as: 'operator' });
    const toggle = await screen.findByRole('switch', { name: 'Edit texts in the app' }, SLOW);
    await user.click(toggle);
    await screen.findByText('Editing texts: click a label', {}, SLOW);
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByText('Editing texts: click a label')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(await within(menu).findByText('Cache', {}, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cache'), SLOW);
    // No text editor opened (the menu's own drawer may still be closing on a narrow screen).
    expect(screen.queryByRole('dialog', { name: /^Edit |^Which text\?/ })).toBeNull();
  });
});
