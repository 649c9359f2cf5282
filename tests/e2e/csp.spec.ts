import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { goInApp, submitLogin } from './support/auth';

/**
 * The built app under its Content-Security-Policy (served by `vite preview`, DECISIONS.md
 * "Session hardening"): the login page and the shell after login run without a violation.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/**
 * Records every violation the page reports, and the browser's console lines about the policy
 * (older Chromium says "Refused to ...", newer "... violates the following Content Security Policy").
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  return {
    refused,
    violations: () => page.evaluate(() => window.cspViolations ?? []),
  };
}

test('the login page and the shell run under the policy without a violation', async ({ page }) => {
  const watch = await watchViolations(page);

  const response = await page.goto('/login');
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");

  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await submitLogin(page, 'operator@demo.aero');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // A menu and another page: the run-time styles they inject are allowed too.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await goInApp(page, '/not-authorized');
  await expect(page.getByText('You are not authorized').first()).toBeVisible();

  expect(await watch.violations()).toEqual([]);
  expect(watch.refused).toEqual([]);
});

test('the watch above does see a violation (an inline script injected on purpose)', async ({
  page,
}) => {
  const watch = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(async () => (await watch.violations()).length).toBeGreaterThan(0);
  expect(await watch.violations()).toContainEqual(
    expect.objectContaining({ directive: 'script-src-elem' }),
  );
  await expect.poll(() => watch.refused.length).toBeGreaterThan(0);
});
