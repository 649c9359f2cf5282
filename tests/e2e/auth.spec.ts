import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/env';
import { expect, test } from './support/fixtures';
import { goInApp, login, loginForm, logout, pathOf, submitLogin } from './support/auth';

/** Guard and login journeys: spec section 2, DECISIONS.md "Session and tokens" and "Demo accounts". */

function urlOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^http://[^/]+${escaped}$`);
}

test.describe('login without redirect', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.email} lands on ${account.landing}`, async ({ page }) => {
      await login(page, account.email);
      await expect(page).toHaveURL(urlOf(account.landing));
      // Home greets in the account's language (multi@demo.aero is French).
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Welcome|Bienvenue/);
    });
  }
});

test('a demo account button fills the login form', async ({ page }) => {
  await page.goto('/login');
  const demo = page.getByRole('region', { name: 'Demo accounts' });
  await demo.getByRole('button', { name: /seller@demo\.aero/ }).click();
  const form = loginForm(page);
  await expect(form.email).toHaveValue('seller@demo.aero');
  await expect(form.password).toHaveValue(DEMO_PASSWORD);
  await form.submit.click();
  await expect(page).toHaveURL(urlOf('/'));
});

test('a wrong password says "Invalid credentials" and stays on login', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'buyer@demo.aero', 'Wrong-password-1!');
  await expect(page.getByText('Invalid credentials').first()).toBeVisible();
  await expect(page).toHaveURL(urlOf('/login'));
});

test('an unauthenticated deep link goes to login, then back after login', async ({ page }) => {
  await page.goto('/some/deep/link?x=1');
  await expect(page).toHaveURL(urlOf('/login?redirect=%2Fsome%2Fdeep%2Flink%3Fx%3D1'));
  await submitLogin(page, 'buyer@demo.aero');
  await expect(page).toHaveURL(urlOf('/some/deep/link?x=1'));
});

test('the session survives a reload (silent refresh from the cookie)', async ({ page }) => {
  await login(page, 'operator@demo.aero');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await page.reload();
  await expect(page).toHaveURL(urlOf('/'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
});

test('logout returns to login with the current page as redirect, and login goes back', async ({
  page,
}) => {
  await login(page, 'operator@demo.aero', { from: '/no-such-page?tab=2' });
  await expect(page).toHaveURL(urlOf('/no-such-page?tab=2'));
  const current = pathOf(page);
  await logout(page);
  await expect(page).toHaveURL(urlOf(`/login?redirect=${encodeURIComponent(current)}`));
  await submitLogin(page, 'operator@demo.aero');
  await expect(page).toHaveURL(urlOf(current));
});

test('after logout a guarded page asks for login again', async ({ page }) => {
  await login(page, 'operator@demo.aero');
  await logout(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login(\?|$)/);
});

test('/not-authorized says "You are not authorized"', async ({ page }) => {
  await login(page, 'operator@demo.aero');
  await goInApp(page, '/not-authorized');
  await expect(page.getByText('You are not authorized').first()).toBeVisible();
});
