import type { Page } from '@playwright/test';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { scanInEverySkinInFrench, type PhoneScreen } from './support/phone';

/** Riviera Jet Centre's crew meal box, awaiting validation in the seed (catalogue SERVICE). */
const AWAITING = '/operator-services/show/13001/service/information';
/** Its ground power unit, a price change awaiting validation: shown against the version on sale. */
const CHANGED = '/operator-services/show/10208/service/information';

/** The Validate or Refuse confirmation (a destructive one is an alert dialog). */
const decision = (page: Page, title: RegExp) =>
  page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));

async function closeDecision(page: Page) {
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
}

/**
 * Every seller's services, one awaiting validation, one change shown against the version on sale,
 * and the Validate and Refuse dialogs.
 */
const OPERATOR_SCREENS: readonly PhoneScreen[] = [
  { path: '/operator-services' },
  {
    path: AWAITING,
    prepare: async (page) => {
      await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Refuser' })).toBeVisible();
    },
  },
  {
    path: CHANGED,
    name: 'a change against the version on sale',
    prepare: async (page) => {
      const changes = page.getByRole('region', {
        name: 'Modifications par rapport à la version en vente',
      });
      await expect(changes.locator('ins').first()).toBeVisible();
    },
  },
  {
    path: AWAITING,
    name: 'validate dialog',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Valider' }).click();
      await expect(decision(page, /^Valider/)).toBeVisible();
    },
    leave: closeDecision,
  },
  {
    path: AWAITING,
    name: 'refuse dialog',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Refuser' }).click();
      await expect(decision(page, /^Refuser/)).toBeVisible();
    },
    leave: closeDecision,
  },
];

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the operator’s service screens fit 360 px in every skin, with no serious a11y violation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await startAs(page, 'operator@demo.aero');
    await scanInEverySkinInFrench(page, OPERATOR_SCREENS);
  });
});
