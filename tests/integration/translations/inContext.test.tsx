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

  it("with Alt, opens an icon button's name instead of pressing it", async () => {
    const user = userEvent.setup();
    await renderRoute('/translations', { as: 'operator' });
    await user.click(await screen.findByRole('switch', { name: 'Edit texts in the app' }, SLOW));
    await screen.findByText('Editing texts: click a label', {}, SLOW);
    await user.keyboard('{Alt>}');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit common:shell.openMenu' }, SLOW);
    expect(await within(dialog).findByRole('textbox', { name: 'English' }, SLOW)).toHaveValue(
      'Open menu',
    );
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it("opens a field's placeholder on a plain click", async () => {
    const user = userEvent.setup();
    await renderRoute('/translations', { as: 'operator' });
    await user.click(await screen.findByRole('switch', { name: 'Edit texts in the app' }, SLOW));
    await screen.findByText('Editing texts: click a label', {}, SLOW);
    // A field whose placeholder is a text the app rendered (the menu button's name).
    const field = document.createElement('input');
    field.placeholder =
      screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-label') ?? '';
    document.body.append(field);
    await user.click(field);
    expect(
      await screen.findByRole('dialog', { name: 'Edit common:shell.openMenu' }, SLOW),
    ).toBeInTheDocument();
    field.remove();
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
