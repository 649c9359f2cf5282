import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { FieldValues, Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { numberField, optionalNumberField } from '@/lib/validation';
import { MoneyField } from './MoneyField';
import { NumberField } from './NumberField';
import { renderForm } from './testing/FormHarness';
import { UnitNumberField } from './UnitNumberField';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('NumberField', () => {
  it('stores a number, and null once cleared', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<NumberField name="seats" label="Seats" />, {
      defaultValues: { seats: 4 },
      onSubmit,
    });
    const input = screen.getByRole('textbox', { name: 'Seats' });
    expect(input).toHaveValue('4');

    await user.clear(input);
    await user.type(input, '12.5');
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ seats: 12.5 });

    await user.clear(input);
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ seats: null });
  });

  it.each([
    ['3,5', 3.5],
    ['1.', 1],
    // Text that is not a number is NaN, so the rules say "Must be a number", not "required".
    ['abc', Number.NaN],
    ['-', Number.NaN],
    ['1e3', Number.NaN],
    ['   ', null],
  ])('reads %j as %j and keeps the text as typed', async (typed, stored) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<NumberField name="value" label="Value" />, {
      defaultValues: { value: null },
      onSubmit,
    });
    await user.type(screen.getByRole('textbox', { name: 'Value' }), typed);
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue(typed);
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ value: stored });
  });
});

describe('a number field given text that is not a number', () => {
  const resolver = zodResolver(
    z.object({ aoc: numberField(), weight: optionalNumberField() }),
  ) as unknown as Resolver<FieldValues>;

  it.each([
    ['NumberField', <NumberField key="n" name="aoc" label="AOCs" />, 'AOCs'],
    [
      'UnitNumberField',
      <UnitNumberField key="u" name="weight" label="Weight" unit="kg" />,
      'Weight (kg)',
    ],
    ['MoneyField', <MoneyField key="m" name="aoc" label="Price" />, 'Price (€)'],
  ])('%s says it wants a number and keeps the text', async (_, field, name) => {
    const user = userEvent.setup();
    renderForm(field, { defaultValues: { aoc: null, weight: null }, resolver });
    const input = screen.getByRole('textbox', { name });
    await user.type(input, 'abc');
    await save();
    expect(await screen.findByText('Must be a number')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(input).toHaveValue('abc');
  });
});

describe('MoneyField', () => {
  it('shows the currency of the preferences, before the amount in English', () => {
    renderForm(<MoneyField name="price" label="Price" />, { defaultValues: { price: 12 } });
    const input = screen.getByRole('textbox', { name: 'Price (€)' });
    expect(input).toHaveValue('12');
    expect(input.parentElement?.firstElementChild).toHaveTextContent('€');
  });

  it('takes a currency prop, after the amount in French', async () => {
    await i18next.changeLanguage('fr');
    renderForm(<MoneyField name="price" label="Prix" currency="USD" />, {
      defaultValues: { price: 12 },
    });
    const input = screen.getByRole('textbox', { name: 'Prix ($US)' });
    expect(input.parentElement?.lastElementChild).toHaveTextContent('$US');
  });
});

describe('UnitNumberField', () => {
  it('shows and takes imperial values, and stores metric', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<UnitNumberField name="length" label="Length" unit="m" />, {
      defaultValues: { length: 1 },
      measurement: 'imperial',
      onSubmit,
    });
    const input = screen.getByRole('textbox', { name: 'Length (ft)' });
    expect(input).toHaveValue('3.28');

    await save();
    // Untouched, the stored value is not rounded through feet.
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ length: 1 });

    await user.clear(input);
    await user.type(input, '10');
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ length: 3.048 });
  });

  it('shows metric values as stored', () => {
    renderForm(<UnitNumberField name="mass" label="Mass" unit="kg" />, {
      defaultValues: { mass: 1500 },
    });
    expect(screen.getByRole('textbox', { name: 'Mass (kg)' })).toHaveValue('1500');
  });

  it('shows a fuel price per US gallon with the currency', () => {
    renderForm(<UnitNumberField name="price" label="Price" unit="price_per_l" />, {
      defaultValues: { price: 1 },
      measurement: 'imperial',
    });
    expect(screen.getByRole('textbox', { name: 'Price (€/USG)' })).toHaveValue('3.7854');
  });
});
