import { loginForm, submitLogin } from './support/auth';
import { expect, test } from './support/fixtures';

const NEW_PASSWORD = 'Kestrel-Runway42!';

/**
 * A forgotten password, finished in the browser: the login page's link, the mail in the demo
 * mailbox, its link, the new password, and a login with it.
 */
test('a buyer resets a forgotten password through the demo mailbox', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('buyer@demo.aero');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible();

  await page.getByRole('link', { name: 'Open the demo mailbox' }).click();
  await expect(page).toHaveURL(/\/demo\/mailbox\?to=buyer%40demo\.aero$/);
  const mail = page.getByRole('article').filter({ hasText: 'Reset your password' }).first();
  await expect(mail).toContainText('buyer@demo.aero');
  await mail.getByRole('link', { name: 'Choose a new password' }).click();

  await expect(page).toHaveURL(/\/reset-password\?token=[0-9a-f]{48}$/);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page
    .getByRole('textbox', { name: 'Confirm the new password', exact: true })
    .fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The old password no longer works; the new one does.
  await submitLogin(page, 'buyer@demo.aero');
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  await loginForm(page).email.fill('');
  await submitLogin(page, 'buyer@demo.aero', NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
});
