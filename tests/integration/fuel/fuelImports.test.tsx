import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderRoute } from '@tests/utils/renderRoute';
import { uploadsSend } from '@tests/utils/uploads';

const HENRI = 'henri.duval@mistral-fuels.fr';
const SLOW = { timeout: 15_000 };
const HEADER =
  'country,icao,iata,supplier,fuel_type,start,end,vat,quantity_unit,public,commercial_flights,private_flights,fees';
const GOOD = 'FR,LFML,MRS,Mistral Fuels,Kerosene,2030-03-01,2030-03-31,20,L,2.01,1.71,1.81,0.08';
const COMMA = 'FR,LFML,MRS,Mistral Fuels,Kerosene,2030-04-01,2030-04-30,20,L,"2,01",1.71,1.81,0.08';

/** Opens the import dialog of the list page and sends `lines` as a CSV. */
async function importFile(lines: string[], language: 'en' | 'fr' = 'en') {
  const user = userEvent.setup();
  await uploadsSend('api/import/fuel-price', {
    name: 'prices.csv',
    type: 'text/csv',
    content: [HEADER, ...lines].join('\n'),
  });
  await renderRoute('/fuel-prices', { as: HENRI, preferences: { language } });
  const open = language === 'en' ? 'Import a CSV file' : 'Importer un fichier CSV';
  await user.click(await screen.findByRole('button', { name: open }, SLOW));
  const dialog = await screen.findByRole('dialog');
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File(['ignored'], 'prices.csv', { type: 'text/csv' }));
  await user.click(
    within(dialog).getByRole('button', { name: language === 'en' ? 'Import' : 'Importer' }),
  );
  return dialog;
}

/** Henri keeps reading prices but may no longer change them nor import. */
function readOnlyHenri(): void {
  const user = db.users.find((item) => item.email === HENRI);
  const membership = db.organizationUsers.find((item) => item.userId === user?.id);
  if (!membership) throw new Error('no such member');
  membership.rights = membership.rights.filter(
    (right) => right.subject !== 'FUEL' || right.action === 'read',
  );
}

describe('fuel price imports', { timeout: 60_000 }, () => {
  it('lists the imports with their state and offers the template and the example', async () => {
    await renderRoute('/fuel-prices', { as: HENRI, preferences: { language: 'en' } });
    const imports = await screen.findByRole('region', { name: 'Imports' }, SLOW);
    const table = within(imports).getByRole('table', { name: 'Imports' });
    await within(table).findByText('toulon-prices.csv', {}, SLOW);
    expect(within(table).getByText('Applied')).toBeInTheDocument();
    expect(within(imports).getByRole('button', { name: 'Template' })).toBeInTheDocument();
    expect(within(imports).getByRole('button', { name: 'Example file' })).toBeInTheDocument();
  });

  it('shows a refused file’s errors by line and column, and imports nothing', async () => {
    const count = db.fuelImports.length;
    const dialog = await importFile([GOOD, COMMA]);
    const errors = await within(dialog).findByRole('table', { name: 'Errors of the file' }, SLOW);
    const [row] = within(errors).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('public');
    expect(row).toHaveTextContent('Use a dot as the decimal separator (1.82)');
    expect(within(dialog).getByText(/nothing was imported/)).toBeInTheDocument();
    expect(db.fuelImports).toHaveLength(count);
  });

  it('lists a good file as scheduled for the nightly run (in French)', async () => {
    await importFile([GOOD], 'fr');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    const table = screen.getByRole('table', { name: 'Imports' });
    const row = (await within(table).findByText('prices.csv', {}, SLOW)).closest('tr');
    expect(row).toHaveTextContent('Programmé');
    expect(row).toHaveTextContent('LFML');
  });

  it('shows no write action to a member without FUEL_EDIT and FUEL_IMPORT', async () => {
    readOnlyHenri();
    await renderRoute('/fuel-prices', { as: HENRI, preferences: { language: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'Fuel prices' }, SLOW);
    const table = screen.getByRole('table', { name: 'Fuel prices' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    expect(screen.queryByRole('link', { name: 'Add a price' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import a CSV file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Template' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Edit|Delete|Actions/ })).toBeNull();
    expect(within(table).queryByRole('link', { name: /Edit/ })).toBeNull();
  });
});
