import { login } from '../support/auth';
import { accountStatePath } from '../support/accounts';
import { DEMO_ACCOUNTS } from '../support/env';
import { test } from '../support/fixtures';
import { settle } from '../support/settle';

/**
 * Logs in once through the form as each demo account and saves what the browser then holds
 * (cookies and local storage): the journeys that only need to be logged in start from it
 * (support/accounts.ts startAs), the ones about logging in keep the form.
 */
// On both workers: every journey waits for these five logins, and one worker alone left the other idle.
test.describe.configure({ mode: 'parallel' });

for (const { email } of DEMO_ACCOUNTS) {
  test(`log in as ${email} and save the browser's state`, async ({ page }) => {
    await login(page, email);
    // The profile the landing page completes is stored once its calls have answered.
    await settle(page);
    await page.context().storageState({ path: accountStatePath(email) });
  });
}
