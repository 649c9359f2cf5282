import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

/** The login form's fields, by their labels. */
export function loginForm(page: Page) {
  return {
    // By role: the label text also holds the required asterisk, which the accessible name leaves out.
    email: page.getByRole('textbox', { name: 'Email', exact: true }),
    password: page.getByRole('textbox', { name: 'Password', exact: true }),
    submit: page.getByRole('button', { name: 'Log in', exact: true }),
  };
}

/** Fills and submits the login form on the current page (which must be /login). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Logs in through the login page and waits until the app has left it.
 * `from` is the page to open first (default /login); a guarded page sends to /login with a redirect.
 */
export async function login(
  page: Page,
  email: string,
  { from = '/login', password = DEMO_PASSWORD } = {},
) {
  await page.goto(from);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** The shell's "Account menu" -> "Log out". */
export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
}

/** The path and query of the page, as the guard puts it in `redirect`. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Goes to `path` the way an in-app link does (history push, no page load), so the journey does
 * not depend on the silent refresh at start; `page.reload()` and `page.goto()` exercise that.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // The page may add its own state to the query at once (a calendar writes the date it shows).
  const withMore = path + (path.includes('?') ? '&' : '?');
  await expect
    .poll(() => {
      const now = pathOf(page);
      return now === path || now.startsWith(withMore) ? path : now;
    })
    .toBe(path);
}
