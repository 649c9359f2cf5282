import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { ORG } from '@/mocks/domains/organizations';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';

// Forms typed into on a shared machine: more than the default 15 s of headroom.
vi.setConfig({ testTimeout: 30_000 });

const riviera = () => db.organizations.find((o) => o.id === ORG.riviera);

async function open(tab: string, as: DemoRole = 'seller') {
  const app = await renderRoute(`/organization/${tab}`, { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: /SAS$/ });
  return app;
}

const form = (name: string) => screen.findByRole('form', { name });
const save = (within_: HTMLElement) => within(within_).getByRole('button', { name: 'Save' });

describe('organization frame', () => {
  it('shows the seller its name, status, sides and the seller tabs as links', async () => {
    const app = await renderRoute('/organization/nonsense', {
      as: 'seller',
      preferences: { language: 'en' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Riviera Jet Centre SAS' });
    await waitFor(() => expect(app.location().pathname).toBe('/organization/main-information'));
    expect(screen.getByText('Active').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'success',
    );
    // The page's header says the side (the menu says it too, for the acting organization).
    expect(within(screen.getByRole('main')).getByText('Seller')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Organization sections' });
    expect(within(tabs).getByRole('tab', { name: 'Legal' })).toHaveAttribute(
      'href',
      '/organization/legal',
    );
    // Side tabs: a seller's finance tabs, not a buyer's external service (labels are theirs).
    const groups = screen.getByRole('tablist', { name: 'Section groups' });
    expect(within(groups).getByRole('tab', { name: 'Finance' })).toHaveAttribute(
      'href',
      '/organization/bank-accounts',
    );
    const hrefs = within(groups)
      .getAllByRole('tab')
      .map((tab) => tab.getAttribute('href'));
    expect(hrefs).not.toContain('/organization/external-service');
  });

  it('groups the tabs, each row showing the full labels of its group', async () => {
    const user = userEvent.setup();
    const app = await open('legal');
    const groups = screen.getByRole('tablist', { name: 'Section groups' });
    expect(
      within(groups)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'Finance', 'Users', 'Integrations']);
    expect(within(groups).getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    const tabs = screen.getByRole('tablist', { name: 'Organization sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Main information',
      'Legal',
      'Presentation',
      'Emergency contact',
      'Invoice configuration',
      'Airports',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Main information' })).toBeVisible();
    expect(within(tabs).getByRole('tab', { name: 'Legal', selected: true })).toBeVisible();

    await user.click(within(groups).getByRole('tab', { name: 'Finance' }));
    await waitFor(() => expect(app.location().pathname).toBe('/organization/bank-accounts'));
    expect(await screen.findByRole('tab', { name: 'Bank accounts', selected: true })).toBeVisible();
    const finance = screen.getByRole('tablist', { name: 'Organization sections' });
    expect(within(finance).getByRole('tab', { name: 'KYC' })).toBeVisible();
    expect(within(finance).queryByRole('tab', { name: 'Legal' })).toBeNull();
  });

  it('shows a buyer without ORGANIZATION_ACCOUNT_EDIT its organization in view mode', async () => {
    await open('legal', 'buyer');
    // Read, not edited: labels and values, no wall of disabled inputs.
    const legal = await screen.findByRole('region', { name: 'Legal' });
    const vat = within(legal).getByText('VAT number', { selector: 'dt' });
    expect(vat.nextElementSibling).toHaveTextContent('FR40123456789');
    expect(within(legal).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Legal' })).toBeNull();
    expect(within(legal).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('View only')).toBeInTheDocument();
  });
});

describe('main information', () => {
  it('loads and saves, with the success feedback', async () => {
    const user = userEvent.setup();
    await open('main-information');
    const main = await form('Main information');
    const name = within(main).getByRole('textbox', { name: 'Commercial name' });
    expect(name).toHaveValue('Riviera Jet Centre');
    await user.clear(name);
    await user.type(name, 'Riviera FBO');
    await user.click(save(main));
    await waitFor(() => expect(riviera()?.commercialName).toBe('Riviera FBO'));
    expect(await screen.findByText(/Successfully updated/i)).toBeInTheDocument();
  });

  it('puts the server error on the legal name and keeps the input', async () => {
    const user = userEvent.setup();
    await open('main-information');
    const main = await form('Main information');
    const name = within(main).getByRole('textbox', { name: 'Legal name' });
    fill(name, 'Alpine Executive Jets SAS');
    await user.click(save(main));
    expect(await within(main).findByText('This value is already used')).toBeInTheDocument();
    expect(name).toHaveValue('Alpine Executive Jets SAS');
    expect(riviera()?.legalName).toBe('Riviera Jet Centre SAS');
  });
});

describe('legal', () => {
  it('checks the VAT number format before sending', async () => {
    const user = userEvent.setup();
    await open('legal');
    const legal = await form('Legal');
    const vat = within(legal).getByRole('textbox', { name: 'VAT number' });
    await user.clear(vat);
    await user.type(vat, '1234');
    await user.click(save(legal));
    expect(
      await within(legal).findByText(/Must be an intracommunity VAT number/),
    ).toBeInTheDocument();
  });

  it('saves, and shows a VAT number registered elsewhere on its field with the input kept', async () => {
    const user = userEvent.setup();
    await open('legal');
    const legal = await form('Legal');
    const vat = within(legal).getByRole('textbox', { name: 'VAT number' });
    await user.clear(vat);
    await user.type(vat, 'FR40123456789');
    await user.click(save(legal));
    expect(await within(legal).findByText('VAT number already registered')).toBeInTheDocument();
    expect(vat).toHaveValue('FR40123456789');

    const form_ = within(legal).getByRole('textbox', { name: 'Legal form' });
    await user.clear(vat);
    await user.type(vat, 'FR 11 222 333 444');
    await user.clear(form_);
    await user.type(form_, 'SA');
    await user.click(save(legal));
    await waitFor(() => expect(riviera()?.vatNumber).toBe('FR11222333444'));
    expect(riviera()?.legalForm).toBe('SA');
  });
});

describe('presentation', () => {
  it('requires the English description and saves both languages', async () => {
    const user = userEvent.setup();
    await open('presentation');
    const presentation = await form('Presentation');
    const boxes = within(presentation).getAllByRole('textbox');
    const english = boxes[0] as HTMLElement;
    await user.clear(english);
    await user.click(save(presentation));
    expect(await within(presentation).findByText('This field is required')).toBeInTheDocument();
    fill(english, 'The FBO of Nice.');
    await user.click(save(presentation));
    await waitFor(() => expect(riviera()?.description.en).toBe('The FBO of Nice.'));
  });
});

describe('emergency contact', () => {
  it('refuses someone who is no longer an active user, on the field, and saves an active one', async () => {
    const user = userEvent.setup();
    await open('emergency-contact');
    const section = await form('Emergency contact');
    expect(within(section).getByText('Sophie Bernard')).toBeInTheDocument();
    // Julien leaves between the page's load and the save.
    const julien = db.users.find((u) => u.email === 'julien.blanc@rivierajetcentre.fr');
    const field = within(section).getByRole('combobox', { name: 'Emergency contact' });
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: /Julien Blanc/ }));
    if (julien) julien.status = 'disabled';
    await user.click(save(section));
    expect(
      await within(section).findByText(
        'The emergency contact must be an active user of the organization',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Julien Blanc (julien.blanc@rivierajetcentre.fr)');

    await user.click(field);
    await user.click(await screen.findByRole('option', { name: /Emma Fontaine/ }));
    await user.click(save(section));
    await waitFor(() =>
      expect(riviera()?.emergencyContact?.email).toBe('emma.fontaine@rivierajetcentre.fr'),
    );
  });
});

describe('invoice configuration', () => {
  it('shows a live example and saves', async () => {
    const user = userEvent.setup();
    await open('invoice-configuration');
    const section = await form('Invoice configuration');
    const status = within(section).getByRole('status');
    expect(status).toHaveTextContent(/RJC-\d{6}-000042/);
    const prefix = within(section).getByRole('textbox', { name: 'Invoice prefix' });
    await user.clear(prefix);
    await user.type(prefix, 'NCE/');
    expect(status).toHaveTextContent(/NCE\/\d{6}-000042/);
    await user.click(within(section).getByRole('combobox', { name: 'Reference format' }));
    await user.click(await screen.findByRole('option', { name: 'Six numbers' }));
    expect(status).toHaveTextContent('NCE/000042');
    await user.click(save(section));
    await waitFor(() => expect(riviera()?.invoiceReferenceFormat).toBe('six_numbers'));
    expect(riviera()?.invoicePrefix).toBe('NCE/');
  });
});

describe('airports', () => {
  it('adds an airport found by its city', async () => {
    const user = userEvent.setup();
    await open('airports');
    const table = await screen.findByRole('table', { name: 'Airports of the organization' });
    expect(within(table).getByText('LFMN')).toBeInTheDocument();

    const add = screen.getByRole('form', { name: 'Add the airport' });
    await user.type(within(add).getByRole('combobox', { name: 'Airport to add' }), 'cannes');
    await user.click(await screen.findByRole('option', { name: /LFMD/ }));
    await user.click(within(add).getByRole('button', { name: 'Add the airport' }));
    await waitFor(() => expect(riviera()?.airportIcaos).toEqual(['LFMN', 'LFMD']));
    expect(await within(table).findByText('LFMD')).toBeInTheDocument();
  }, 30_000);

  it('refuses removing an airport attached to products, which stays listed', async () => {
    const user = userEvent.setup();
    riviera()?.airportIcaos.push('LFMD');
    await open('airports');
    const table = await screen.findByRole('table', { name: 'Airports of the organization' });
    await user.click(screen.getByRole('button', { name: 'Remove Nice Côte d’Azur' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this airport?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findAllByText('This airport is attached to products')).not.toHaveLength(0);
    expect(within(table).getByText('LFMN')).toBeInTheDocument();
    expect(riviera()?.airportIcaos).toEqual(['LFMN', 'LFMD']);
  }, 30_000);
});
