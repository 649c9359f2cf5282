import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { AutocompleteField, TextField } from '@/lib/ui';

/** The fields of a postal address, by the name of the value each one edits. */
export type AddressFieldName =
  'address' | 'complementaryAddress' | 'postalCode' | 'city' | 'countryCode';

export interface AddressFieldsProps {
  /** Where the postal address sits in the form's values, e.g. `address` for `address.city`. */
  prefix: string;
  /** Each field's label, already translated (each form words line 2 its own way). */
  label: (field: AddressFieldName) => string;
  /** Fields of the form's own between the street and the postal code (e.g. a building code). */
  children?: ReactNode;
}

/**
 * The postal address fields (street, line 2, postal code, city, country) bound to the form
 * around them, with their browser autofill hints; laid out by the caller's grid.
 */
export function AddressFields({ prefix, label, children }: AddressFieldsProps) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(toLanguage(i18n.language)), [i18n.language]);
  const field = (name: AddressFieldName) => ({ name: `${prefix}.${name}`, label: label(name) });
  return (
    <>
      <TextField {...field('address')} autoComplete="address-line1" required />
      <TextField {...field('complementaryAddress')} autoComplete="address-line2" />
      {children}
      <TextField {...field('postalCode')} autoComplete="postal-code" required />
      <TextField {...field('city')} autoComplete="address-level2" required />
      <AutocompleteField {...field('countryCode')} options={countries} required />
    </>
  );
}
