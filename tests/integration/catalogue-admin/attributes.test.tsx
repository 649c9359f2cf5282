import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { fill } from '@tests/utils/fill';
import { renderRoute } from '@tests/utils/renderRoute';
import { uploadsSend } from '@tests/utils/uploads';

const SLOW = { timeout: 15_000 };
const HEADER = 'id,name_en,name_fr,type,input_name,unit,filterable,required,values,categories';

const table = () => screen.getByRole('table', { name: 'Attributes' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr');

async function open(path: string) {
  await renderRoute(path, { as: 'operator', preferences: { language: 'en' } });
}

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the attribute list', { timeout: 60_000 }, () => {
  it('lists the attributes with their type, and offers export and import', async () => {
    await open('/attributes');
    await screen.findByRole('heading', { level: 1, name: 'Attributes' }, SLOW);
    await waitFor(() => expect(rowOf('Cuisine')).not.toBeNull(), SLOW);
    expect(rowOf('Cuisine')).toHaveTextContent(/Choice.*cuisine.*Yes.*No.*Catering/);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
  });

  it('offers no deletion of an attribute services hold', async () => {
    await open('/attributes');
    await waitFor(() => expect(rowOf('Delivery time')).not.toBeNull(), SLOW);
    const used = rowOf('Delivery time');
    const unused = rowOf('Specification');
    if (!used || !unused) throw new Error('no row');
    // Held by services: only Edit; unused: Edit and Delete.
    expect(within(used).getByRole('link', { name: 'Edit Delivery time' })).toBeInTheDocument();
    expect(within(used).queryAllByRole('button')).toHaveLength(0);
    expect(within(unused).getByRole('button', { name: 'Delete Specification' })).toBeVisible();
  });

  it('shows a refused file’s errors by line, and imports nothing', async () => {
    const before = db.catalogueAttributes.length;
    await uploadsSend('api/import/attribute', {
      name: 'attributes.csv',
      type: 'text/csv',
      content: [HEADER, ',Colour,Couleur,colour,colour,,true,false,,'].join('\n'),
    });
    await open('/attributes');
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['ignored'], 'attributes.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const errors = await within(dialog).findByRole('table', { name: 'Errors of the file' }, SLOW);
    const [row] = within(errors).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(/2.*type/);
    expect(within(dialog).getByText(/nothing was imported/)).toBeInTheDocument();
    expect(db.catalogueAttributes).toHaveLength(before);
  });
});

describe('the attribute form', { timeout: 60_000 }, () => {
  it('adds a choice attribute with its values', async () => {
    await open('/attribute/add');
    await screen.findByRole('heading', { level: 1, name: 'New attribute' }, SLOW);
    fill(screen.getByRole('textbox', { name: /^Name \(English\)/ }), 'De-icing fluid');
    // A text has no values to offer: the values appear once the type is a choice.
    expect(screen.queryByRole('button', { name: 'Add a value' })).not.toBeInTheDocument();
    await choose(screen.getByRole('combobox', { name: /^Type/ }), 'Choice');
    expect(screen.getByText('Add the values a seller chooses from.')).toBeVisible();
    fill(screen.getByRole('textbox', { name: /^Input name/ }), 'de_icing_fluid');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Filterable/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a value' }));
    const value = screen.getByRole('group', { name: 'Value 1' });
    fill(within(value).getByRole('textbox', { name: /^Value/ }), 'type-1');
    fill(within(value).getByRole('textbox', { name: /^Label \(English\)/ }), 'Type I');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(db.catalogueAttributes.some((a) => a.inputName === 'de_icing_fluid')).toBe(true),
      SLOW,
    );
    const saved = db.catalogueAttributes.find((a) => a.inputName === 'de_icing_fluid');
    expect(saved).toMatchObject({ type: 'choice', filterable: true });
    expect(saved?.values).toEqual([
      { value: 'type-1', label: { en: 'Type I', fr: '' }, icon: null },
    ]);
  });

  it('shows the server’s refusal of a taken input name on the field', async () => {
    await open('/attribute/add');
    await screen.findByRole('heading', { level: 1, name: 'New attribute' }, SLOW);
    fill(screen.getByRole('textbox', { name: /^Name \(English\)/ }), 'Heated again');
    fill(screen.getByRole('textbox', { name: /^Input name/ }), 'heated');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText('Another attribute already has this input name', {}, SLOW),
    ).not.toHaveLength(0);
  });
});
