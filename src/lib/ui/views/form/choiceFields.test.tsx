import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AutocompleteField } from './AutocompleteField';
import { MultiLanguageTextField } from './MultiLanguageTextField';
import { SelectField } from './SelectField';
import { renderForm } from './testing/FormHarness';
import { TextField } from './TextField';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const AIRPORTS = [
  { value: 'LFPG', label: 'Paris Charles de Gaulle' },
  { value: 'EGLL', label: 'London Heathrow' },
  { value: 'LSGG', label: 'Geneva' },
];

describe('TextField', () => {
  it('binds a labelled input to the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<TextField name="address.city" label="City" required />, {
      defaultValues: { address: { city: null } },
      onSubmit,
    });
    const input = screen.getByRole('textbox', { name: /City/ });
    expect(input).toBeRequired();
    expect(input).toHaveValue('');
    await user.type(input, 'Nice');
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ address: { city: 'Nice' } });
  });
});

describe('SelectField', () => {
  it('stores the chosen value, and null for the empty choice', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const options = [
      { value: 1, label: 'Adult' },
      { value: 2, label: 'Child' },
    ];
    renderForm(<SelectField name="age" label="Age" options={options} emptyOption />, {
      defaultValues: { age: 1 },
      onSubmit,
    });
    const select = screen.getByRole('combobox', { name: 'Age' });
    expect(select).toHaveTextContent('Adult');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Child' }));
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ age: 2 });

    await user.click(screen.getByRole('combobox', { name: 'Age' }));
    await user.click(screen.getByRole('option', { name: 'None' }));
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ age: null });
  });
});

describe('AutocompleteField', () => {
  it('stores the value of the chosen option', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<AutocompleteField name="airport" label="Airport" options={AIRPORTS} />, {
      defaultValues: { airport: 'EGLL' },
      onSubmit,
    });
    const input = screen.getByRole('combobox', { name: 'Airport' });
    expect(input).toHaveValue('London Heathrow');
    await user.clear(input);
    await user.type(input, 'gene');
    await user.click(screen.getByRole('option', { name: 'Geneva' }));
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ airport: 'LSGG' });
  });

  it('stores several values and reports the typed text for a server search', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onInputChange = vi.fn();
    renderForm(
      <AutocompleteField
        name="airports"
        label="Airports"
        options={AIRPORTS}
        multiple
        onInputChange={onInputChange}
        debounceMs={0}
      />,
      { defaultValues: { airports: ['LFPG'] }, onSubmit },
    );
    const input = screen.getByRole('combobox', { name: 'Airports' });
    await user.type(input, 'Lon');
    await vi.waitFor(() => expect(onInputChange).toHaveBeenLastCalledWith('Lon'));
    await user.click(screen.getByRole('option', { name: 'London Heathrow' }));
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ airports: ['LFPG', 'EGLL'] });
  });
});

describe('MultiLanguageTextField', () => {
  it('has one input per language, the default language required', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<MultiLanguageTextField name="title" label="Title" />, {
      defaultValues: { title: { en: '', fr: '' } },
      onSubmit,
    });
    const group = screen.getByRole('group', { name: 'Title' });
    const english = within(group).getByRole('textbox', { name: /Title \(English\)/ });
    const french = within(group).getByRole('textbox', { name: /Title \(French\)/ });
    expect(english).toBeRequired();
    expect(french).not.toBeRequired();
    expect(french).toHaveAttribute('lang', 'fr');
    await user.type(english, 'Fuel');
    await user.type(french, 'Carburant');
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ title: { en: 'Fuel', fr: 'Carburant' } });
  });

  it('marks the required locales', () => {
    renderForm(
      <MultiLanguageTextField name="title" label="Title" requiredLocales={['en', 'fr']} />,
      {
        defaultValues: { title: { en: '', fr: '' } },
      },
    );
    expect(screen.getByRole('textbox', { name: /Title \(French\)/ })).toBeRequired();
  });
});
