import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The order page's header: its primary action (a button) and the "⋯" menu's items. */
export async function actionNames(user: UserEvent): Promise<string[]> {
  const group = screen.queryByRole('group', { name: 'Actions on this quote' });
  const primary = group
    ? within(group)
        .queryAllByRole('button')
        .map((b) => b.textContent)
    : [];
  const more = screen.queryByRole('button', { name: 'More actions' });
  if (!more) return primary;
  await user.click(more);
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return [...primary, ...items].filter((name) => name !== 'Duplicate');
}

/** The header's action named `name`: the primary button, or the menu's item. */
export async function chooseAction(user: UserEvent, name: string): Promise<void> {
  const group = screen.queryByRole('group', { name: 'Actions on this quote' });
  const button = group ? within(group).queryByRole('button', { name }) : null;
  if (button) return user.click(button);
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

/** The header's action named `name` (button or menu item), to check it without using it. */
export async function findAction(user: UserEvent, name: string): Promise<HTMLElement> {
  const group = screen.queryByRole('group', { name: 'Actions on this quote' });
  const button = group ? within(group).queryByRole('button', { name }) : null;
  if (button) return button;
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  return screen.findByRole('menuitem', { name });
}
