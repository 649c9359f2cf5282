import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { ORG } from '@/mocks/domains/organizations';
import { renderRoute } from '@tests/utils/renderRoute';

vi.setConfig({ testTimeout: 30_000 });

const table = () => screen.getByRole('table', { name: 'Organizations' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const valueOf = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('operators: /organizations', () => {
  it('lists, filters by side and country kept in the URL, with actions per right', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/organizations', {
      as: 'operator',
      preferences: { language: 'en' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Organizations' });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const bar = screen.getByRole('search', { name: 'Filters' });
    await user.selectOptions(
      within(bar).getByRole('combobox', { name: 'Buyer or seller' }),
      'Seller',
    );
    await waitFor(() => expect(app.location().search).toBe('?side=seller'));
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Country' }), 'Switzerland');
    await waitFor(() => expect(app.location().search).toBe('?side=seller&country=CH'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(table()).getByText('Léman Hangar Solutions SA')).toBeInTheDocument();
    // Open, edit and delete: one "⋯" menu per row.
    const row = rows()[0] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^Actions for / }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/organization\/\d+\/main-information$/),
    );
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('opens the list filtered from the URL', async () => {
    await renderRoute('/organizations?status=suspended', {
      as: 'operator',
      preferences: { language: 'en' },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(table()).getByText('Atlantic Fuel Services Ltd')).toBeInTheDocument();
  });
});

describe('operators: another organization', () => {
  it('edits its main information, breadcrumbs pointing to the editor', async () => {
    const user = userEvent.setup();
    await renderRoute(`/organization/${ORG.alpine}/main-information`, {
      as: 'operator',
      preferences: { language: 'en' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Alpine Executive Jets SAS' });
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'Organizations' })).toHaveAttribute(
      'href',
      '/organizations',
    );
    expect(within(trail).getByRole('link', { name: 'Alpine Executive Jets SAS' })).toHaveAttribute(
      'href',
      `/organization/${ORG.alpine}/main-information`,
    );
    const tabs = screen.getByRole('tablist', { name: 'Organization sections' });
    expect(within(tabs).getByRole('tab', { name: 'Legal' })).toHaveAttribute(
      'href',
      `/organization/${ORG.alpine}/legal`,
    );
    const main = await screen.findByRole('form', { name: 'Main information' });
    const city = within(main).getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Villeurbanne');
    await user.click(within(main).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(db.organizations.find((o) => o.id === ORG.alpine)?.headOffice.city).toBe(
        'Villeurbanne',
      ),
    );
  });

  it('shows the view mode as labels and values, without inputs nor save button', async () => {
    await renderRoute(`/organization/${ORG.riviera}/legal/view`, {
      as: 'operator',
      preferences: { language: 'en' },
    });
    const legal = await screen.findByRole('region', { name: 'Legal' });
    expect(valueOf(legal, 'VAT number')).toBe('FR72834561209');
    expect(within(legal).queryByRole('textbox')).toBeNull();
    expect(within(legal).queryByRole('button', { name: 'Save' })).toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Organization sections' });
    expect(within(tabs).getByRole('tab', { name: 'Airports' })).toHaveAttribute(
      'href',
      `/organization/${ORG.riviera}/airports/view`,
    );
  });

  it('reads the main information in words: country and language named, a missing value a dash', async () => {
    await renderRoute(`/organization/${ORG.azurHeli}/main-information/view`, {
      as: 'operator',
      preferences: { language: 'en' },
    });
    const main = await screen.findByRole('region', { name: 'Main information' });
    expect(valueOf(main, 'Legal name')).toBe('Azur Heli Services SAM');
    expect(valueOf(main, 'Country')).toBe('Monaco');
    expect(valueOf(main, 'Default language')).toBe('French');
    expect(valueOf(main, 'Address line 2')).toMatch(/Not provided/);
    expect(within(main).queryByRole('textbox')).toBeNull();
    expect(within(main).queryByRole('combobox')).toBeNull();
  });
});
