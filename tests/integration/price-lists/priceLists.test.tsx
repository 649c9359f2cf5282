import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import { fill } from '@tests/utils/fill';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const table = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) => within(table(name)).getAllByRole('row').slice(1);

async function choose(combobox: string, option: string, index = 0) {
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('combobox', { name: combobox })[index] as HTMLElement);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('price lists', () => {
  it('lists the seller’s price lists with their company and status, filtered by status', async () => {
    const app = await renderRoute('/prices-management', { as: 'seller' });
    await screen.findByRole('heading', { level: 1, name: 'Price lists' });
    await waitFor(() => expect(rowsOf('Price lists')).toHaveLength(2));
    const [bavaria, euro] = rowsOf('Price lists') as [HTMLElement, HTMLElement];
    expect(within(bavaria).getByText('Bavaria Jet Charter GmbH')).toBeInTheDocument();
    expect(within(bavaria).getByText('Inactive')).toBeInTheDocument();
    expect(within(euro).getByText('EuroConnect Regional Airlines SA')).toBeInTheDocument();
    expect(within(euro).getByText('5 services')).toBeInTheDocument();

    const bar = screen.getByRole('search', { name: 'Filters' });
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Status' }), 'Active');
    await waitFor(() => expect(app.location().search).toBe('?status=active'));
    await waitFor(() => expect(rowsOf('Price lists')).toHaveLength(1));
  });

  it('shows what the client pays for each service, by the shop’s rule', async () => {
    await renderRoute('/price-management/1/show', { as: 'seller' });
    await screen.findByRole('heading', { level: 1, name: 'EuroConnect – 2026 framework contract' });
    expect(screen.getByText('LU26375245')).toBeInTheDocument();
    const lines = 'Prices for this client';
    await waitFor(() => expect(within(table(lines)).getByText('FBO handling fee')).toBeVisible());
    const fee = rowsOf(lines).find((row) => within(row).queryByText('FBO handling fee'));
    // 180 less 10 %.
    expect(fee).toHaveTextContent('€180.00');
    expect(fee).toHaveTextContent('10 % off');
    expect(fee).toHaveTextContent('€162.00');
  });

  it('says "from" for a service priced by the slice: one negotiated price, or a discount per slice', async () => {
    const user = userEvent.setup();
    await renderRoute('/price-management/add', { as: 'seller' });
    await screen.findByRole('heading', { level: 1, name: 'New price list' });
    await user.click(screen.getByRole('button', { name: 'Add a service' }));
    await choose('Service', 'Hangar');
    fill(await screen.findByRole('textbox', { name: 'Discount rate (%)' }), '10');
    // Riviera's hangar: €95 a slice and night; a discount follows the slices booked.
    expect(
      await screen.findByText(
        'Your price: from €95.00 per slice · this client pays from €85.50 per unit, depending on the slices, excluding tax',
      ),
    ).toBeInTheDocument();
    await choose('Pricing', 'Unit price');
    fill(screen.getByRole('textbox', { name: /^Unit price/ }), '80');
    expect(
      await screen.findByText(
        'Your price: from €95.00 per slice · this client pays €80.00 per unit, whatever the slices, excluding tax',
      ),
    ).toBeInTheDocument();
  });

  it('checks the form’s rules, then shows the one-per-company refusal on its field', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/price-management/add', { as: 'seller' });
    await screen.findByRole('heading', { level: 1, name: 'New price list' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(textbox('Name')).toHaveAccessibleDescription('This field is required'),
    );
    const count = db.priceLists.length;

    fill(textbox('Name'), 'EuroConnect – second list');
    await choose('Client company', 'EuroConnect Regional Airlines SA (LU26375245)');
    await user.click(screen.getByRole('button', { name: 'Add a service' }));
    await choose('Service', 'FBO handling fee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const rate = await screen.findByRole('textbox', { name: 'Discount rate (%)' });
    await waitFor(() => expect(rate).toHaveAccessibleDescription('This field is required'));
    fill(rate, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rate).toHaveAccessibleDescription(/between 0 and 100/));
    fill(rate, '12.5');
    expect(await screen.findByText(/this client pays €157\.50 per unit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const company = screen.getAllByRole('combobox', { name: 'Client company' })[0] as HTMLElement;
    await waitFor(() => expect(company).toHaveAccessibleDescription(/already used/));
    expect(db.priceLists).toHaveLength(count);

    await choose('Client company', 'Corse Aviation Affaires SARL (FR61412345678)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toMatch(/^\/price-management\/\d+\/show$/));
    expect(db.priceLists.find((p) => p.name === 'EuroConnect – second list')).toMatchObject({
      negotiatedRateId: 3,
      lines: [{ unitPrice: null, discountRate: 12.5 }],
    });
  });

  it('edits a price list’s status', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/price-management/2/edit', { as: 'seller' });
    await waitFor(() => expect(textbox('Name')).toHaveValue('Bavaria Jet Charter – summer season'));
    await choose('Status', 'Active');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toBe('/price-management/2/show'));
    expect(db.priceLists.find((p) => p.id === 2)?.status).toBe('active');
  });

  it('duplicates the lines for another company', async () => {
    await renderRoute('/price-management/1/duplicate', { as: 'seller' });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Duplicate EuroConnect – 2026 framework contract',
    });
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: /^Price line/ })).toHaveLength(5),
    );
    expect(textbox('Name')).toHaveValue('EuroConnect – 2026 framework contract');
    // One list per company: the copy is for another one, to choose.
    expect(screen.getAllByRole('combobox', { name: 'Client company' })[0]).not.toHaveTextContent(
      'EuroConnect',
    );
  });
});
