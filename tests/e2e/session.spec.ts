import { API_URL } from './support/env';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { goInApp, login, loginForm, logout, pathOf, submitLogin } from './support/auth';
import { AUTH_SHAPES, answerAuthShape } from './support/authShape';

/** Session hardening (DECISIONS.md): tabs share one session; a login failure says why. */

for (const shape of AUTH_SHAPES) {
  test(`a logout in one tab logs out the other tab of the browser (${shape} auth user)`, async ({
    page,
    context,
  }) => {
    // The tabs' session is named by a nonce made at login, not by a field of the answers.
    await answerAuthShape(context, shape);
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/login_check') && response.request().method() === 'POST',
    );
    await login(page, 'operator@demo.aero');
    const answer: unknown = await (await answered).json();
    expect(typeof answer === 'object' && answer !== null && 'id' in answer).toBe(shape === 'demo');
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
}

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

test('a reload while the API is down stays on the page, says so, and comes back with it', async ({
  page,
}) => {
  await startAs(page, 'operator@demo.aero');
  await goInApp(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.route(`${API_URL}**`, (route) => route.abort('connectionrefused'));
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Server unreachable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry now' })).toBeVisible();
  await expect(loginForm(page).submit).toBeHidden();
  expect(pathOf(page)).toBe('/contact');

  await page.unroute(`${API_URL}**`);
  await page.getByRole('button', { name: 'Retry now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  expect(pathOf(page)).toBe('/contact');
  await expect(loginForm(page).submit).toBeHidden();
});
