/**
 * The spec's units (section 1) in metric or imperial (DECISIONS.md "Units and money"). Values
 * are stored and sent metric; these pure functions convert only for display and for inputs.
 */
import type { CurrencyDisplay, Measurement } from '@/lib/config/constants';
import { formatCurrency } from './currency';
import { numberFormat } from './intl';

export const METRIC_UNITS = ['cm', 'm', 'km', 'm2', 'l', 'g', 'kg', 'price_per_l'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];
export type ImperialUnit = 'in' | 'ft' | 'mi' | 'sq_ft' | 'gal' | 'oz' | 'lb' | 'price_per_gal';
export type DisplayUnit = MetricUnit | ImperialUnit;

/** Litres in one US gallon (exact by definition, as are the factors below). */
export const LITRES_PER_US_GALLON = 3.785411784;

/**
 * Metric amount in one imperial unit. A price per litre is the other way round: a gallon costs
 * 3.785… litres' worth, so its factor is the inverse.
 */
const IMPERIAL: Record<MetricUnit, { unit: ImperialUnit; metricPerImperial: number }> = {
  cm: { unit: 'in', metricPerImperial: 2.54 },
  m: { unit: 'ft', metricPerImperial: 0.3048 },
  km: { unit: 'mi', metricPerImperial: 1.609344 },
  m2: { unit: 'sq_ft', metricPerImperial: 0.09290304 },
  l: { unit: 'gal', metricPerImperial: LITRES_PER_US_GALLON },
  g: { unit: 'oz', metricPerImperial: 28.349523125 },
  kg: { unit: 'lb', metricPerImperial: 0.45359237 },
  price_per_l: { unit: 'price_per_gal', metricPerImperial: 1 / LITRES_PER_US_GALLON },
};

export function displayUnit(unit: MetricUnit, measurement: Measurement): DisplayUnit {
  return measurement === 'imperial' ? IMPERIAL[unit].unit : unit;
}

/** Stored (metric) value -> the value shown in the chosen system. */
export function toDisplay(value: number, unit: MetricUnit, measurement: Measurement): number {
  return measurement === 'imperial' ? value / IMPERIAL[unit].metricPerImperial : value;
}

/** Value typed in the chosen system -> the metric value to store and send. */
export function fromDisplay(value: number, unit: MetricUnit, measurement: Measurement): number {
  return measurement === 'imperial' ? value * IMPERIAL[unit].metricPerImperial : value;
}

type LengthLikeUnit = Exclude<DisplayUnit, 'm2' | 'sq_ft' | 'price_per_l' | 'price_per_gal'>;

/** Intl's sanctioned unit identifiers; square units are not among them. */
const INTL_UNITS: Record<LengthLikeUnit, string> = {
  cm: 'centimeter',
  m: 'meter',
  km: 'kilometer',
  l: 'liter',
  g: 'gram',
  kg: 'kilogram',
  in: 'inch',
  ft: 'foot',
  mi: 'mile',
  gal: 'gallon',
  oz: 'ounce',
  lb: 'pound',
};

type AreaSuffixes = Record<'m2' | 'sq_ft', string>;
const EN_AREA: AreaSuffixes = { m2: 'm²', sq_ft: 'sq ft' };
const AREA_SUFFIX: Record<string, AreaSuffixes> = { en: EN_AREA, fr: { m2: 'm²', sq_ft: 'pi²' } };

/** The area suffix takes the place of Intl's "m", so the locale's spacing and order are kept. */
function formatArea(
  value: number,
  unit: 'm2' | 'sq_ft',
  locale: string,
  maximumFractionDigits: number,
): string {
  const suffix = (AREA_SUFFIX[locale.slice(0, 2).toLowerCase()] ?? EN_AREA)[unit];
  return numberFormat(locale, {
    style: 'unit',
    unit: 'meter',
    unitDisplay: 'short',
    maximumFractionDigits,
  })
    .formatToParts(value)
    .map((part) => (part.type === 'unit' ? suffix : part.value))
    .join('');
}

export interface PriceFormat {
  currency: string;
  display?: CurrencyDisplay;
}

/**
 * A stored metric value shown in the chosen system: "12.5 cm" / "4.92 in", "100 m²" / "1,076.39 sq ft".
 * A price per litre needs `price` (its currency) and shows "€1.2345/L" / "€4.6729/gal"; its
 * decimals default to 4 (fuel prices) and never go under the currency's own.
 */
export function formatUnit(
  value: number,
  unit: MetricUnit,
  measurement: Measurement,
  locale: string,
  maximumFractionDigits?: number,
  price?: PriceFormat,
): string {
  const shown = toDisplay(value, unit, measurement);
  const target = displayUnit(unit, measurement);
  if (target === 'price_per_l' || target === 'price_per_gal') {
    const money = formatCurrency(shown, {
      currency: price?.currency ?? '',
      display: price?.display ?? 'symbol',
      locale,
      maximumFractionDigits: maximumFractionDigits ?? 4,
    });
    return `${money}/${target === 'price_per_l' ? 'L' : 'gal'}`;
  }
  const digits = maximumFractionDigits ?? 2;
  if (target === 'm2' || target === 'sq_ft') return formatArea(shown, target, locale, digits);
  const intlUnit = INTL_UNITS[target];
  return numberFormat(locale, {
    style: 'unit',
    unit: intlUnit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(shown);
}
