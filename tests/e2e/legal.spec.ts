import type { Page } from '@playwright/test';
import { API_URL } from './support/env';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { settle } from './support/settle';

/**
 * A visitor reads the privacy policy, follows its table of contents, then writes to the platform
 * with the contact form and sees the confirmation (the acknowledgement lands in the demo outbox).
 */

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
}

test('a visitor reads the privacy policy and sends a message with the contact form', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy policy · AeroMarket');
  await expect(page.getByText(/^Last updated: /)).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, '/privacy-policy');

  // The table of contents jumps to its section, on the same page.
  const toc = page.getByRole('navigation', { name: 'Contents' });
  await toc.getByRole('link', { name: '7. Your rights' }).click();
  await expect(page).toHaveURL(/\/privacy-policy#rights$/);
  await expect(page.getByRole('heading', { level: 2, name: '7. Your rights' })).toBeInViewport();

  // Printed, the text stands alone: no language buttons, no contents, no footer.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('group', { name: 'Language' })).toBeHidden();
  await expect(toc).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: '7. Your rights' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // On to the contact page through the footer.
  await page
    .getByRole('navigation', { name: 'Legal information' })
    .getByRole('link', { name: 'Contact us' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, '/contact');

  const message =
    'Hello, we operate a fleet of six light jets and would like a demonstration of quote requests.';
  await page.getByRole('textbox', { name: 'Full name' }).fill('Tomás Herrera');
  await page.getByRole('textbox', { name: 'Email' }).fill('tomas.herrera@iberjet.es');
  await page.getByRole('textbox', { name: 'Organization' }).fill('Iberjet Executive');
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Sales' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Send the message' }).click();

  const status = page.getByRole('status');
  await expect(status).toContainText('Your message has been sent.');
  await expect(status).toContainText('tomas.herrera@iberjet.es');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // The demo API mailed the acknowledgement.
  const outbox = await fetch(
    new URL('api/demo/outbox?to=tomas.herrera@iberjet.es&kind=contact', API_URL),
  );
  const { mails } = (await outbox.json()) as { mails: { subject: string; text: string }[] };
  expect(mails[0]?.subject).toBe('We received your message');
  expect(mails[0]?.text).toContain(message);
});

test('the legal pages read in French at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/legal-notices');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal notices' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  // Nothing overflows sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page, '/legal-notices (fr, 360 px)');

  // The contact page too, through the footer, still in French.
  await page
    .getByRole('navigation', { name: 'Informations légales' })
    .getByRole('link', { name: 'Nous contacter' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Vous devez accepter la politique de confidentialité')).toBeVisible();
  const contactOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(contactOverflow).toBeLessThanOrEqual(0);
});
