import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { CATEGORY } from '@/mocks/domains/shop';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';
import { watchToasts } from '@tests/utils/toasts';

const SLOW = { timeout: 15_000 };

async function open(path: string) {
  await renderRoute(path, { as: 'operator', preferences: { language: 'en' } });
}

const item = (name: RegExp) => screen.getByRole('treeitem', { name });
const parentOf = (id: number) => db.shopCategories.find((c) => c.id === id)?.parentId;

describe('the category tree', { timeout: 60_000 }, () => {
  it('shows each category under its parent with what uses it', async () => {
    await open('/categories');
    const tree = await screen.findByRole('tree', { name: 'Categories' }, SLOW);
    await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(5));
    expect(item(/^Helicopter transfers/)).toHaveAttribute('aria-level', '2');
    expect(item(/^Catering/)).toHaveTextContent(/1 cancellation policy.*2 attributes/);
  });

  it('moves a category from the keyboard with "Move to…"', async () => {
    await open('/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Move VIP lounge to…' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New parent' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent?.trim());
    expect(options).not.toContain('VIP lounge');
    await userEvent.click(screen.getByRole('option', { name: 'Top level' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(parentOf(CATEGORY.lounge)).toBeNull(), SLOW);
    await waitFor(() => expect(item(/^VIP lounge/)).toHaveAttribute('aria-level', '1'), SLOW);
  });

  it('moves a category dragged onto another', async () => {
    await open('/categories');
    await screen.findByRole('treeitem', { name: /^Packages/ }, SLOW);
    fireEvent.dragStart(item(/^Packages/), { dataTransfer: { setData: () => undefined } });
    fireEvent.dragOver(item(/^Transport/));
    fireEvent.drop(item(/^Transport/));
    await waitFor(() => expect(parentOf(CATEGORY.packages)).toBe(CATEGORY.transport), SLOW);
  });

  it('says why a category in use cannot be deleted, and keeps it', async () => {
    const toasts = watchToasts();
    await open('/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Catering' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Delete|Confirm/ }));
    await waitFor(
      () =>
        expect(toasts.seen.toasts.join(' ')).toMatch(
          /The item cannot be deleted: used by 3 services: Catering tray/,
        ),
      SLOW,
    );
    toasts.stop();
    expect(db.shopCategories.some((c) => c.id === CATEGORY.catering)).toBe(true);
  });
});

describe('the category form', { timeout: 60_000 }, () => {
  it('adds a category under a parent', async () => {
    await open('/category');
    await screen.findByRole('heading', { level: 1, name: 'New category' }, SLOW);
    fill(screen.getByRole('textbox', { name: /^Name \(English\)/ }), 'De-icing');
    fill(screen.getByRole('textbox', { name: /^Slug/ }), 'de-icing');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(db.shopCategories.some((c) => c.slug === 'de-icing')).toBe(true),
      SLOW,
    );
  });

  it('offers as parents neither the category itself nor its descendants', async () => {
    expect(db.shopCategories.find((c) => c.id === CATEGORY.helicopter)?.parentId).toBe(
      CATEGORY.transport,
    );
    await open(`/category/${CATEGORY.transport}`);
    const slug = await screen.findByRole('textbox', { name: /^Slug/ }, SLOW);
    await waitFor(() => expect(slug).not.toHaveValue(''), SLOW);
    await userEvent.click(screen.getByRole('combobox', { name: /^Parent/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent?.trim());
    expect(options).toContain('Fuel');
    expect(options).not.toContain('Transport');
    expect(options).not.toContain('Helicopter transfers');
  });

  it('shows "slug already exists" on the field', async () => {
    await open(`/category/${CATEGORY.lounge}`);
    const slug = await screen.findByRole('textbox', { name: /^Slug/ }, SLOW);
    await waitFor(() => expect(slug).toHaveValue('vip-lounge'), SLOW);
    fill(slug, 'fuel');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Slug already exists', {}, SLOW)).not.toHaveLength(0);
  });

  it('lists, adds and deletes the category’s product names', async () => {
    await open(`/category/${CATEGORY.fuel}`);
    const section = await screen.findByRole('region', { name: 'Product names' }, SLOW);
    await within(section).findByRole('button', { name: 'Rename Jet A-1' }, SLOW);
    await userEvent.click(within(section).getByRole('button', { name: 'Add a product name' }));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByRole('textbox', { name: /^Product name \(English\)/ }), 'Jet A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(section).findByRole('button', { name: 'Rename Jet A' }, SLOW);
    await userEvent.click(within(section).getByRole('button', { name: 'Delete Avgas 100LL' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /Delete|Confirm/ }));
    await waitFor(
      () =>
        expect(within(section).queryByRole('button', { name: 'Rename Avgas 100LL' })).toBeNull(),
      SLOW,
    );
  });
});
