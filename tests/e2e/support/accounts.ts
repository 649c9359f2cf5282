import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { REFRESH_COOKIE_NAME } from '../../../src/lib/config/constants';
import { API_URL, APP_URL, DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoEmail } from './env';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const folder = fileURLToPath(new URL('../../../test-results/e2e-accounts/', import.meta.url));

/** Where the setup project saves each demo account's storage state (setup/accounts.setup.ts). */
export function accountStatePath(email: DemoEmail): string {
  return `${folder}${email}.json`;
}

/** POST api/login_check on this worker's demo API: a new session's refresh token. */
async function newRefreshToken(email: DemoEmail): Promise<string> {
  const response = await fetch(new URL('api/login_check', API_URL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const answer: unknown = await response.json();
  if (
    !response.ok ||
    typeof answer !== 'object' ||
    answer === null ||
    !('refreshToken' in answer) ||
    typeof answer.refreshToken !== 'string'
  ) {
    throw new Error(`Login of ${email} on ${API_URL} failed: ${response.status}`);
  }
  return answer.refreshToken;
}

/**
 * Starts a journey logged in as a demo account, on `from` (default: the account's landing), from
 * the state the setup project saved after logging in through the form: the nonce cookie and the
 * stored profile, organization and preferences as a login leaves them.
 *
 * Only the refresh token is new: saved refresh tokens cannot be shared by the journeys of a run.
 * Each refresh rotates the token and a rotated one presented again after 30 s ends its whole
 * session (DECISIONS.md, "Session hardening"), and every demo API reset logs everyone out. So
 * each journey gets a session of its own from its worker's demo API (a login over HTTP, not the
 * form), well within the 14-day session maximum even when a journey moves the clock afterwards.
 */
export async function startAs(page: Page, email: DemoEmail, { from }: { from?: string } = {}) {
  const saved = JSON.parse(await readFile(accountStatePath(email), 'utf8')) as StorageState;
  const refreshToken = await newRefreshToken(email);
  await page.context().setStorageState({
    cookies: saved.cookies.map((cookie) =>
      cookie.name === REFRESH_COOKIE_NAME ? { ...cookie, value: refreshToken } : cookie,
    ),
    // Saved on whichever lane ran the setup: the storage goes to this worker's preview.
    origins: saved.origins.map((origin) => ({ ...origin, origin: APP_URL })),
  });
  const landing = DEMO_ACCOUNTS.find((account) => account.email === email)?.landing ?? '/';
  await page.goto(from ?? landing);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}
