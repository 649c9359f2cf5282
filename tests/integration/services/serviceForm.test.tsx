import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { linePrice, slicedUnitPrice } from '@/entities/quote';
import { renderRoute } from '@tests/utils/renderRoute';

/** Riviera Jet Centre (seller@demo.aero) sells at Nice (LFMN), in euros. */
const EN = { language: 'en' } as const;
const SLOW = { timeout: 10000 };

/** A choice of the kit's SelectField (a listbox). */
async function choose(combobox: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function openAdd(typology: string) {
  await renderRoute('/services/add', { as: 'seller', preferences: EN });
  await screen.findByRole('heading', { level: 1, name: 'New service' }, SLOW);
  await choose(/^Typology/, typology);
  return screen.getByRole('form', { name: 'New service' });
}

async function fillSlice(user: UserEvent, index: number, places: string, price: string) {
  const slice = screen.getByRole('group', { name: `Slice ${index}` });
  await user.type(within(slice).getByRole('textbox', { name: /^Up to \(places\)/ }), places);
  await user.type(within(slice).getByRole('textbox', { name: /^Unit price/ }), price);
}

describe('adding a service', { timeout: 60000 }, () => {
  it('asks for the default-language name, a category, an airport and a price', async () => {
    const user = userEvent.setup();
    const form = await openAdd('Service');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose at least one category')).toBeInTheDocument();
    expect(within(form).getByText('An airport is required')).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: /^Name \(English\)/ });
    expect(name).toHaveAccessibleDescription(/required/i);
    expect(within(form).getByRole('textbox', { name: /^Unit price/ })).toHaveAccessibleDescription(
      /required/i,
    );
  });

  it('refuses a slice with more places than the previous one, keeping what was typed', async () => {
    const user = userEvent.setup();
    const form = await openAdd('Hangar');
    await choose(/^Pricing type/, 'Price per slice');
    await user.click(within(form).getByRole('button', { name: 'Add a slice' }));
    await user.click(within(form).getByRole('button', { name: 'Add a slice' }));
    await fillSlice(user, 1, '2', '100');
    await fillSlice(user, 2, '5', '80');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const second = within(form).getByRole('group', { name: 'Slice 2' });
    const places = within(second).getByRole('textbox', { name: /^Up to \(places\)/ });
    await waitFor(() =>
      expect(places).toHaveAccessibleDescription('Must not be above the previous slice’s places'),
    );
    expect(places).toHaveValue('5');
  });

  it('previews what a buyer pays with the checkout’s own pricing', async () => {
    const user = userEvent.setup();
    const form = await openAdd('Hangar');
    await choose(/^Pricing type/, 'Price per slice');
    await user.click(within(form).getByRole('button', { name: 'Add a slice' }));
    await user.click(within(form).getByRole('button', { name: 'Add a slice' }));
    await fillSlice(user, 1, '6', '90');
    await fillSlice(user, 2, '2', '120');
    const discount = within(form).getByRole('textbox', { name: /^Discount/ });
    await user.clear(discount);
    await user.type(discount, '10');
    const preview = within(form).getByRole('region', { name: 'What a buyer pays' });
    const booked = within(preview).getByRole('textbox', { name: 'For a booking of (slices)' });
    await user.clear(booked);
    await user.type(booked, '4');

    const slices = [
      { places: 6, unitPrice: 90 },
      { places: 2, unitPrice: 120 },
    ];
    const unitPrice = slicedUnitPrice(null, slices, 4) ?? 0;
    const checkout = linePrice(
      { unitPrice, quantity: 4, discountRate: 10, ecotax: 0, vatRate: 20 },
      'EUR',
    );
    const euros = (amount: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);
    await waitFor(() =>
      expect(preview).toHaveTextContent(`Including tax${euros(checkout.totalIncludingTax)}`),
    );
    expect(preview).toHaveTextContent(`Excluding tax${euros(checkout.totalExcludingTax)}`);
    // 4 slices fall in the 6-place slice: 4 × 90, less 10 %, plus 20 % VAT.
    expect(checkout.totalIncludingTax).toBe(388.8);
  });
});
