/** A step's "⋯" menu on the trip page, shared by the trip page's integration tests. */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Opens the step's "⋯" menu and chooses "Delete this step" (a confirmation follows). */
export async function deleteStepOf(user: User, title: string) {
  await user.click(screen.getByRole('button', { name: `Actions of ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete this step' }));
}
