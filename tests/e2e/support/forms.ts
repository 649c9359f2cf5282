import { expect, type Page } from '@playwright/test';

/** A choice in a select, or in a multiple autocomplete (whose list stays open: Escape closes it). */
export async function choose(
  page: Page,
  combobox: RegExp,
  option: RegExp | string,
  { multiple = false } = {},
) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  if (multiple) await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** An ISO date ("2028-03-31") typed by keyboard, day first, into the kit's date field `label`. */
export async function typeDate(page: Page, label: string | RegExp, isoDate: string) {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${day}${month}${year}`);
}
