import type { OutboxMail } from '../../src/mocks/domains/mail';
import { goInApp, login, logout } from './support/auth';
import { API_URL, DEMO_PASSWORD } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * An organization admin invites a user with a workrole; the invitee opens the link from the
 * outbox, completes /registration-user and logs in with the rights of that workrole (issue 6).
 */
const INVITEE = 'margot.lemaire@alpine-jets.fr';
const NEW_PASSWORD = `${DEMO_PASSWORD}-Margot`;

async function invitationLink(): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await fetch(
        `${API_URL}api/demo/outbox?to=${encodeURIComponent(INVITEE)}&kind=user_invitation`,
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
  await login(page, 'buyer@demo.aero', { from: '/organization/users-list' });
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
  const table = page.getByRole('table', { name: 'Users of the organization' });
  const row = table.getByRole('row', { name: /Margot Lemaire/ });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Chief pilot');
  await logout(page);

  // Margot opens the mailed link and chooses her password.
  const link = new URL(await invitationLink());
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
