import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencyLabel } from '@/lib/format/currency';
import { displayUnit, fromDisplay, toDisplay, type MetricUnit } from '@/lib/format/units';
import { selectCurrency, selectMeasurement } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { NumericInput, type NumericInputProps } from './NumericInput';
import { parseDecimal } from '../../controllers/form/numericText';

export interface UnitNumberFieldProps<T extends FieldValues = FieldValues> extends Omit<
  NumericInputProps<T>,
  'unit' | 'unitPosition'
> {
  /** The metric unit the form stores (and the API speaks). */
  unit: MetricUnit;
  /** Decimals shown after converting to imperial (4 suits prices per gallon). */
  decimals?: number;
  /** For price_per_l: the price's currency; defaults to the person's currency. */
  currency?: string;
}

/**
 * A measure typed in the person's system (metric or imperial, from the preferences) and stored
 * metric: 1 m stored shows "3.28" ft; typing 10 ft stores 3.048 m. Metric values show as stored.
 */
export function UnitNumberField<T extends FieldValues = FieldValues>({
  unit,
  decimals,
  currency,
  ...props
}: UnitNumberFieldProps<T>) {
  const measurement = useAppSelector(selectMeasurement);
  const preferredCurrency = useAppSelector(selectCurrency);
  const { t, i18n } = useTranslation('ui');
  const shown = displayUnit(unit, measurement);
  const places = decimals ?? (unit === 'price_per_l' ? 4 : 2);

  const format = (value: number) => {
    if (measurement === 'metric') return String(value);
    // Converted values carry float noise (3.2808398…): round, then drop trailing zeros.
    return String(Number(toDisplay(value, unit, measurement).toFixed(places)));
  };
  const parse = (text: string) => {
    const typed = parseDecimal(text);
    if (typed === null) return null;
    // Twelve significant digits keep the measure and drop the conversion's float noise.
    return measurement === 'metric'
      ? typed
      : Number(fromDisplay(typed, unit, measurement).toPrecision(12));
  };

  return (
    <NumericInput<T>
      {...props}
      format={format}
      parse={parse}
      formatKey={measurement}
      unit={t(`units.${shown}`, {
        currency: currencyLabel(currency ?? preferredCurrency, 'symbol', i18n.language),
      })}
    />
  );
}
