import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencyLabel, isKnownCurrency } from '@/lib/format/currency';
import { numberFormat } from '@/lib/format/intl';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { NumericInput, type NumericInputProps } from './NumericInput';

export interface MoneyFieldProps<T extends FieldValues = FieldValues> extends Omit<
  NumericInputProps<T>,
  'unit' | 'unitPosition' | 'integer'
> {
  /** ISO code of the amount; defaults to the person's currency preference. */
  currency?: string;
}

/** Where the locale writes the symbol: "€12" in English, "12 €" in French. */
function symbolFirst(code: string, locale: string): boolean {
  if (!isKnownCurrency(code)) return false;
  const parts = numberFormat(locale, {
    style: 'currency',
    currency: code.trim().toUpperCase(),
  }).formatToParts(1);
  return (
    parts.findIndex((part) => part.type === 'currency') <
    parts.findIndex((part) => part.type === 'integer')
  );
}

/** An amount: a number (or null) in the form, shown with its currency symbol. */
export function MoneyField<T extends FieldValues = FieldValues>({
  currency,
  ...props
}: MoneyFieldProps<T>) {
  const preferred = useAppSelector(selectCurrency);
  const { i18n } = useTranslation();
  const code = currency ?? preferred;
  const locale = i18n.language;
  return (
    <NumericInput<T>
      {...props}
      unit={currencyLabel(code, 'symbol', locale)}
      unitPosition={symbolFirst(code, locale) ? 'start' : 'end'}
    />
  );
}
