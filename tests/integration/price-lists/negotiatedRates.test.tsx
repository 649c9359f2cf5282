import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';

/** Julien Blanc, ground handling agent at Riviera: no negotiated rate right in the seed. */
const AGENT = 'julien.blanc@rivierajetcentre.fr';
const AGENT_ID = 9;

const table = () => screen.getByRole('table', { name: 'Client companies with negotiated rates' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (company: string) => {
  const row = rows().find((r) => within(r).queryByText(company));
  if (!row) throw new Error(`no row for ${company}`);
  return row;
};

async function openRates(as: DemoRole = 'seller') {
  const app = await renderRoute('/negotiated-rates', { as, preferences: { language: 'en' } });
  await screen.findByRole('heading', { level: 1, name: 'Negotiated rates' });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return app;
}

describe('negotiated rates', () => {
  it('lists the client companies with the price list that applies to each', async () => {
    await openRates();
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Bavaria Jet Charter GmbH',
      'Corse Aviation Affaires SARL',
      'EuroConnect Regional Airlines SA',
    ]);
    const euro = rowOf('EuroConnect Regional Airlines SA');
    expect(within(euro).getByText('LU26375245')).toBeInTheDocument();
    expect(
      within(euro).getByRole('link', { name: 'EuroConnect – 2026 framework contract' }),
    ).toHaveAttribute('href', '/price-management/1/show');
    expect(within(euro).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Corse Aviation Affaires SARL')).getByText('No price list')).toBeVisible();
  });

  it('adds a company in a dialog: the VAT number checked, then stored normalized', async () => {
    const user = userEvent.setup();
    await openRates();
    await user.click(screen.getByRole('button', { name: 'Add a client company' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client company' });
    const vat = within(dialog).getByRole('textbox', { name: 'Intracommunity VAT number' });
    fill(
      within(dialog).getByRole('textbox', { name: 'Company name' }),
      'Alpine Executive Jets SAS',
    );
    fill(vat, '40123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(vat).toHaveAccessibleDescription(/Must be an intracommunity VAT/), {
      timeout: 5000,
    });

    fill(vat, 'fr 40 123 456 789');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Saved (a creation confirms with the spec's success alert), closed, and the list refetched
    // (slow on a busy machine: wider waits).
    const success = await screen.findByRole('dialog', { name: 'Success' }, { timeout: 5000 });
    expect(success).toHaveTextContent('Successfully added');
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(
      () =>
        expect(
          screen.queryByRole('dialog', { name: 'New client company' }),
        ).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    await waitFor(() => expect(table()).toHaveTextContent('Alpine Executive Jets SAS'), {
      timeout: 5000,
    });
    expect(db.negotiatedRates.find((r) => r.companyName.startsWith('Alpine'))).toMatchObject({
      intracommunityVatNumber: 'FR40123456789',
    });
  });

  it('shows the server’s refusal of a VAT number already named, on its field', async () => {
    const user = userEvent.setup();
    await openRates();
    await user.click(
      within(rowOf('Corse Aviation Affaires SARL')).getByRole('button', {
        name: 'Edit Corse Aviation Affaires SARL',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Corse Aviation Affaires SARL' });
    const vat = within(dialog).getByRole('textbox', { name: 'Intracommunity VAT number' });
    expect(vat).toHaveValue('FR61412345678');
    fill(vat, 'LU26375245');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(vat).toHaveAccessibleDescription('This value is already used'), {
      timeout: 5000,
    });
    expect(vat).toHaveValue('LU26375245');
  });

  it('deletes a company and its price list after confirmation', async () => {
    const user = userEvent.setup();
    await openRates();
    await user.click(
      within(rowOf('EuroConnect Regional Airlines SA')).getByRole('button', {
        name: /^Delete EuroConnect/,
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('its price list “EuroConnect – 2026 framework contract”');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(db.priceLists.map((p) => p.name)).toEqual(['Bavaria Jet Charter – summer season']);
  });

  it('offers no write without NEGOTIATED_RATE_EDIT', async () => {
    const membership = db.organizationUsers.find((m) => m.userId === AGENT_ID);
    membership?.rights.push({ action: 'read', subject: 'NEGOTIATED_RATE' });
    await openRates(AGENT);
    expect(screen.queryByRole('button', { name: 'Add a client company' })).not.toBeInTheDocument();
    expect(within(table()).queryAllByRole('button')).toEqual([]);
  });
});
