import { API_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { login, loginForm, logout, submitLogin } from './support/auth';

/** Session hardening (DECISIONS.md): tabs share one session; a login failure says why. */

test('a logout in one tab logs out the other tab of the browser', async ({ page, context }) => {
  await login(page, 'operator@demo.aero');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');

  // A second tab starts from the shared refresh cookie.
  const other = await context.newPage();
  await other.goto('/not-authorized');
  await expect(other.getByText('You are not authorized').first()).toBeVisible();

  await logout(page);

  await expect(other).toHaveURL(/\/login\?redirect=%2Fnot-authorized$/);
  await expect(loginForm(other).submit).toBeVisible();
  // And it stays out: a reload finds no session.
  await other.reload();
  await expect(other).toHaveURL(/\/login(\?|$)/);
});

test('the login page says the server is offline when the API cannot be reached', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(loginForm(page).submit).toBeVisible();
  // The API's host refuses every connection (the shared demo API itself keeps running).
  await page.route(`${API_URL}**`, (route) => route.abort('connectionrefused'));

  await submitLogin(page, 'buyer@demo.aero');

  const alert = page.getByRole('alert').filter({ hasText: 'Server offline' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Connection error');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  const form = loginForm(page);
  await expect(form.email).toHaveValue('buyer@demo.aero');
  await expect(form.password).not.toHaveValue('');

  // The API is back: the same form goes through.
  await page.unroute(`${API_URL}**`);
  await form.submit.click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
});
