import { expectNoSeriousA11yViolations } from './support/a11y';
import { login } from './support/auth';
import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { settle } from './support/settle';

/** The crews screens scanned by axe, and read on a phone by a viewer (CREW_VIEW only, French). */

test('the crews list, form and show pages have no serious a11y violations', async ({ page }) => {
  await startAs(page, 'buyer@demo.aero', { from: '/crews' });
  const table = page.getByRole('table', { name: 'Crew members' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await settle(page);
  await expectNoSeriousA11yViolations(page, '/crews');

  // Four actions per row: in its "⋯" menu.
  await table
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/crews\/\d+\/show$/);
  await expect(page.getByRole('region', { name: 'Identity' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/crews/:id/show');

  await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page, '/crews/:id/edit');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a viewer reads the crew as cards, in French, without edit or delete', async ({ page }) => {
    await login(page, 'claire.martin@alpine-jets.fr', { from: '/crews' });
    await expect(page.getByRole('heading', { level: 1, name: 'Équipage' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ajouter un membre d’équipage' })).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Membres d’équipage' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(cards.getByRole('button', { name: /^Supprimer / })).toHaveCount(0);
    // Nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
