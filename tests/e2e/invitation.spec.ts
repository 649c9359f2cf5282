import type { OutboxMail } from '../../src/mocks/domains/mail';
import { goInApp, login, logout } from './support/auth';
import { API_URL, DEMO_PASSWORD } from './support/env';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * An organization admin invites a user with a workrole; the invitee opens the link from the
 * outbox, completes /registration-user and logs in with the rights of that workrole (issue 6).
 * Until accepted, the admin sees the email and "Invited" only (issue 16); a person who already
 * has an account is asked after login, and joins only by accepting.
 */
const INVITEE = 'margot.lemaire@alpine-jets.fr';
const NEW_PASSWORD = `${DEMO_PASSWORD}-Margot`;
const USERS_TABLE = 'Users of the organization';

async function invitationLink(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await fetch(
        `${API_URL}api/demo/outbox?to=${encodeURIComponent(to)}&kind=user_invitation`,
      );
      const body = (await response.json()) as { mails: OutboxMail[] };
      link = body.mails[0]?.links[0]?.url ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('an organization admin invites a chief pilot who registers and logs in with those rights', async ({
  page,
}) => {
  // The admin of Alpine Executive Jets invites Margot as chief pilot.
  await startAs(page, 'buyer@demo.aero', { from: '/organization/users-list' });
  await expect(page).toHaveURL(/\/organization\/users-list/);
  await page.getByRole('link', { name: 'Invite a user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(INVITEE);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Margot');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lemaire');
  await dialog.getByRole('combobox', { name: 'Workrole' }).click();
  await page.getByRole('option', { name: 'Chief pilot' }).click();
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog).toBeHidden();
  // Pending: her email and "Invited", not the names typed.
  const table = page.getByRole('table', { name: USERS_TABLE });
  const row = table.getByRole('row', { name: new RegExp(INVITEE.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Chief pilot');
  await expect(row).not.toContainText('Margot Lemaire');
  await logout(page);

  // Margot opens the mailed link and chooses her password: that accepts the invitation.
  const link = new URL(await invitationLink(INVITEE));
  expect(link.pathname).toBe('/registration-user');
  await page.goto(link.pathname + link.search);
  // The link carries only the token: she gives her names and phone again.
  await page.getByRole('textbox', { name: /^First name/ }).fill('Margot');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Lemaire');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+33 6 12 34 56 78');
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/registration-user-valid|\/registration-user-validation|\/login/);

  // She logs in with the chief pilot's rights: the crew list, read-only; not the users.
  await login(page, INVITEE, { password: NEW_PASSWORD });
  await goInApp(page, '/crews');
  await expect(page.getByRole('heading', { level: 1, name: 'Crew' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a crew member' })).toHaveCount(0);
  await goInApp(page, '/organization/users-list');
  await expect(page).toHaveURL(/\/not-authorized/);
});

test('a person who has an account is invited, asked after login, and joins by accepting', async ({
  page,
}) => {
  const EXISTING = 'heli@demo.aero';
  await startAs(page, 'buyer@demo.aero', { from: '/organization/users-list' });
  await page.getByRole('link', { name: 'Invite a user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(EXISTING);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Someone');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Typed');
  await dialog.getByRole('combobox', { name: 'Workrole' }).click();
  await page.getByRole('option', { name: 'Dispatcher', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog).toBeHidden();
  // The answer does not tell that the email has an account: no name, just "Invited".
  const row = page
    .getByRole('table', { name: USERS_TABLE })
    .getByRole('row', { name: /heli@demo/ });
  await expect(row).toContainText('Invited');
  await expect(row).not.toContainText('Giordano');
  await logout(page);

  // The mail points to the invitations; after login the app asks.
  expect(new URL(await invitationLink(EXISTING)).pathname).toBe('/invitations');
  await login(page, EXISTING);
  const prompt = page.getByRole('dialog', { name: 'You are invited to join an organization' });
  const invitation = prompt.getByRole('listitem', { name: 'Alpine Executive Jets' });
  await expect(invitation).toContainText('As Dispatcher');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(prompt.getByText(/You joined Alpine Executive Jets/)).toBeVisible();
  await prompt.getByRole('button', { name: 'Close' }).click();
  await logout(page);

  // The admin now sees who joined.
  await startAs(page, 'buyer@demo.aero', { from: '/organization/users-list' });
  const joined = page
    .getByRole('table', { name: USERS_TABLE })
    .getByRole('row', { name: /Marc Giordano/ });
  await expect(joined).toContainText('Active');
});
