import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectUser } from '@/lib/auth/sessionSlice';
import { db, now } from '@/mocks/db';
import { USER, WORKROLE } from '@/mocks/domains/auth/seed';
import { ORG } from '@/mocks/domains/organizations';
import { renderRoute } from '@tests/utils/renderRoute';

/** Alpine invited Sophie (seller@demo.aero, who has an account): pending until she answers. */
function inviteSeller(): number {
  const id = Math.max(...db.organizationUsers.map((m) => m.id)) + 1;
  db.organizationUsers.push({
    id,
    organizationId: ORG.alpine,
    userId: USER.seller,
    workroleId: WORKROLE.dispatcher,
    role: 'member',
    rights: [{ action: 'read', subject: 'TRIP' }],
    status: 'invited',
    createdAt: now().toISOString(),
  });
  return id;
}

describe('a pending invitation after login', () => {
  it('asks, and accepting joins the organization at once', async () => {
    const id = inviteSeller();
    const user = userEvent.setup();
    const app = await renderRoute('/', { as: 'seller', preferences: { language: 'en' } });
    const dialog = await screen.findByRole('dialog', {
      name: 'You are invited to join an organization',
    });
    const invitation = within(dialog).getByRole('listitem', { name: 'Alpine Executive Jets' });
    expect(invitation).toHaveTextContent('As Dispatcher');
    await user.click(within(invitation).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText(/You joined Alpine Executive Jets/)).toBeVisible();
    expect(db.organizationUsers.find((m) => m.id === id)?.status).toBe('active');
    // The session knows the organization: the switcher offers it.
    await waitFor(() =>
      expect(selectUser(app.store.getState())?.organizations.map((o) => o.id)).toContain(
        ORG.alpine,
      ),
    );
  });

  it('declines from the mailed link page: nobody joins, nothing is left to answer', async () => {
    const id = inviteSeller();
    const user = userEvent.setup();
    await renderRoute('/invitations', { as: 'seller', preferences: { language: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'Invitations' });
    // The page itself lists them: no dialog on top of it.
    expect(screen.queryByRole('dialog')).toBeNull();
    const invitation = await screen.findByRole('listitem', { name: 'Alpine Executive Jets' });
    await user.click(within(invitation).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You have no pending invitation.')).toBeVisible();
    expect(db.organizationUsers.some((m) => m.id === id)).toBe(false);
  });
});
