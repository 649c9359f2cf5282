import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { WORKROLE } from '@/mocks/domains/auth/seed';
import { renderRoute } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';

const ALPINE = 1;

function membershipId(email: string) {
  const user = db.users.find((u) => u.email === email);
  const membership = db.organizationUsers.find(
    (m) => m.userId === user?.id && m.organizationId === ALPINE,
  );
  return membership?.id ?? 0;
}

const table = (name: string) => screen.getByRole('table', { name });
const rows = (name: string) => within(table(name)).getAllByRole('row').slice(1);

async function openUsers(path = '/organization/users-list') {
  const app = await renderRoute(path, { as: 'buyer', preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 2, name: 'Users' });
  await waitFor(() => expect(rows('Users of the organization').length).toBeGreaterThan(0));
  return app;
}

describe('users tab', () => {
  it('lists the users with the status filter kept in the URL', async () => {
    const app = await openUsers('/organization/users-list?status=invited');
    expect(app.location().search).toBe('?status=invited');
    // The filtered page may follow a slower first answer on a busy machine.
    await waitFor(() => expect(rows('Users of the organization')).toHaveLength(1), {
      timeout: 15000,
    });
    // Until she accepts, the organization sees her email and "Invited" only.
    const [invited] = rows('Users of the organization');
    // The list sits in the tab's card, as the other tabs' sections do.
    expect(screen.getByRole('region', { name: 'Users' })).toContainElement(invited ?? null);
    expect(invited).toHaveTextContent('isabelle.roux@alpine-jets.fr');
    expect(invited).toHaveTextContent('Invited');
    expect(invited).not.toHaveTextContent('Isabelle Roux');
  });

  it('keeps the input when the server says the email is already a member', async () => {
    const user = userEvent.setup();
    await openUsers();
    await user.click(screen.getByRole('link', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    fill(within(dialog).getByRole('textbox', { name: /Email/ }), 'thomas.girard@alpine-jets.fr');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Thomas');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Girard');
    await user.click(within(dialog).getByRole('combobox', { name: /Workrole/ }));
    await user.click(await screen.findByRole('option', { name: 'Dispatcher' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('This value is already used')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue(
      'thomas.girard@alpine-jets.fr',
    );
  });

  it('invites a user with a workrole', async () => {
    const user = userEvent.setup();
    await openUsers();
    // The buyer's admin cannot edit the organization's account, but manages its users.
    expect(screen.queryByText('View only')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    fill(within(dialog).getByRole('textbox', { name: /Email/ }), 'lucas.perrin@alpine-jets.fr');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Lucas');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Perrin');
    await user.click(within(dialog).getByRole('combobox', { name: /Workrole/ }));
    await user.click(await screen.findByRole('option', { name: 'Dispatcher' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Pending: the row shows the email and "Invited", not the names typed.
    const row = await within(table('Users of the organization')).findByRole('row', {
      name: /lucas\.perrin@alpine-jets\.fr/,
    });
    expect(row).toHaveTextContent('Invited');
    expect(row).not.toHaveTextContent('Lucas Perrin');
    expect(db.outbox.some((m) => m.to === 'lucas.perrin@alpine-jets.fr')).toBe(true);
    // The membership carries the dispatcher's rights, which the invitee has once registered.
    const invited = db.organizationUsers.find(
      (m) => m.id === membershipId('lucas.perrin@alpine-jets.fr'),
    );
    const dispatcher = db.workroles.find((w) => w.id === WORKROLE.dispatcher);
    expect(invited?.rights.length).toBeGreaterThan(0);
    expect(invited?.rights).toEqual(expect.arrayContaining(dispatcher?.rights ?? []));
  });

  it('deletes a user after the typed confirmation', async () => {
    const user = userEvent.setup();
    await openUsers();
    await user.click(screen.getByRole('button', { name: 'Actions for Thomas Girard' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Thomas Girard?' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(membershipId('thomas.girard@alpine-jets.fr')).toBe(0));
  });
});

describe('user pages', () => {
  it('shows a user with identity, workrole and rights', async () => {
    const id = membershipId('thomas.girard@alpine-jets.fr');
    await renderRoute(`/organization/${ALPINE}/user/${id}`, { as: 'buyer' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thomas Girard' });
    expect(heading).toBeVisible();
    // The header: state chip and key facts (email, workrole, role).
    const header = heading.closest('header');
    expect(header).toHaveTextContent('Active');
    expect(header).toHaveTextContent(/thomas\.girard@alpine-jets\.fr · , Dispatcher · , Member/);
    const access = screen.getByRole('region', { name: 'Access' });
    expect(within(access).getByText('Dispatcher')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Trips: View' })).toBeChecked();
  });

  it.each([
    ['Keep current rights', 'keeps'],
    ['Apply its rights', 'applies'],
  ])('changing the workrole: "%s" %s the rights', async (button, outcome) => {
    const user = userEvent.setup();
    const id = membershipId('thomas.girard@alpine-jets.fr');
    const before = db.organizationUsers.find((m) => m.id === id)?.rights.length ?? 0;
    const app = await renderRoute(`/organization/${ALPINE}/user-edit/${id}`, {
      as: 'buyer',
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Thomas Girard' });
    await user.click(await screen.findByRole('combobox', { name: /Workrole/ }));
    await user.click(await screen.findByRole('option', { name: 'Accountant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply the rights of Accountant?' });
    await user.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toBe(`/organization/${ALPINE}/user/${id}`));
    const saved = db.organizationUsers.find((m) => m.id === id);
    expect(saved?.workroleId).toBe(WORKROLE.accountant);
    // Applied, the accountant's rights come less those the buyer's admin does not hold
    // (seller accounting, paid quotes): nobody gives a right they lack.
    const keys = (saved?.rights ?? []).map((r) => `${r.subject}:${r.action}`);
    if (outcome === 'keeps') expect(keys).toHaveLength(before);
    else {
      expect(keys).toEqual(
        expect.arrayContaining(['CLIENT_ACCOUNTING:read', 'QUOTE_INVOICE:read', 'ACCOUNTING:read']),
      );
      expect(keys).not.toContain('SELLER_ACCOUNTING:read');
      expect(keys).not.toContain('QUOTE_PAID:read');
    }
  });

  it('edits rights with the matrix checkboxes', async () => {
    const user = userEvent.setup();
    const id = membershipId('thomas.girard@alpine-jets.fr');
    await renderRoute(`/organization/${ALPINE}/user-edit/${id}`, { as: 'buyer' });
    const box = await screen.findByRole('checkbox', { name: 'Crew: View' });
    expect(box).not.toBeChecked();
    // A right the buyer's admin does not hold is not offered.
    expect(screen.getByRole('checkbox', { name: 'Fuel: View' })).toBeDisabled();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        db.organizationUsers
          .find((m) => m.id === id)
          ?.rights.some((r) => r.subject === 'CREW' && r.action === 'read'),
      ).toBe(true),
    );
  });
});

describe('rights guard', () => {
  it("shows the API's refusal when a member changes the admin's rights", async () => {
    const user = userEvent.setup();
    const id = membershipId('buyer@demo.aero');
    await renderRoute(`/organization/${ALPINE}/user-edit/${id}`, {
      as: 'multi',
      preferences: { language: 'en' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Camille Laurent' });
    const chat = await screen.findByRole('checkbox', { name: 'Chat: View' });
    expect(chat).toBeChecked();
    await user.click(chat);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Only an administrator can change another administrator'),
    ).toBeVisible();
    expect(
      db.organizationUsers.find((m) => m.id === id)?.rights.some((r) => r.subject === 'CHAT'),
    ).toBe(true);
  });
});

describe('workroles tab', () => {
  it('adds a workrole with rights, templates stay read-only', async () => {
    const user = userEvent.setup();
    await renderRoute('/organization/workroles', {
      as: 'buyer',
      preferences: { language: 'en' },
    });
    await screen.findByRole('heading', { level: 2, name: 'Workroles' });
    // The six buyer and shared templates (Gendec dispatcher included).
    await waitFor(() => expect(rows('Workroles of the organization').length).toBe(6));
    expect(screen.getByRole('region', { name: 'Workroles' })).toContainElement(
      screen.getByRole('table', { name: 'Workroles of the organization' }),
    );
    expect(screen.queryByRole('button', { name: 'Delete Dispatcher' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add a workrole' }));
    const dialog = await screen.findByRole('dialog', { name: 'New workrole' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Trip coordinator');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Trips: View' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rows('Workroles of the organization').length).toBe(7));
    const created = db.workroles.find((w) => w.name === 'Trip coordinator');
    expect(created?.rights).toEqual([{ action: 'read', subject: 'TRIP' }]);
    await user.click(screen.getByRole('button', { name: 'Delete Trip coordinator' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.type(within(confirm).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(db.workroles.some((w) => w.name === 'Trip coordinator')).toBe(false),
    );
  });
});
