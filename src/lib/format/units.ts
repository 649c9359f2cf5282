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

/** The US gallon's label wherever a volume or a price per volume is shown. */
export const US_GALLON = 'USG';

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

type LengthLikeUnit = Exclude<
  DisplayUnit,
  'm2' | 'sq_ft' | 'gal' | 'price_per_l' | 'price_per_gal'
>;

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
  oz: 'ounce',
  lb: 'pound',
};

/**
 * Units Intl has no short form for, or not the one readers expect: square units, and the US
 * gallon, which fuel is sold and read in as "USG" (Intl's "gal" leaves the gallon unsaid).
 */
type SuffixedUnit = 'm2' | 'sq_ft' | 'gal';
type Suffixes = Record<SuffixedUnit, string>;
const EN_SUFFIX: Suffixes = { m2: 'm²', sq_ft: 'sq ft', gal: US_GALLON };
const SUFFIX: Record<string, Suffixes> = { en: EN_SUFFIX, fr: { ...EN_SUFFIX, sq_ft: 'pi²' } };

const suffixOf = (unit: SuffixedUnit, locale: string) =>
  (SUFFIX[locale.slice(0, 2).toLowerCase()] ?? EN_SUFFIX)[unit];

/** The suffix takes the place of Intl's "m", so the locale's spacing and order are kept. */
function formatSuffixed(
  value: number,
  suffix: string,
  locale: string,
  maximumFractionDigits: number,
): string {
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
 * A stored metric value shown in the chosen system: "12.5 cm" / "4.92 in", "100 m²" / "1,076.39 sq ft",
 * "100 L" / "26.42 USG".
 * A price per litre needs `price` (its currency) and shows "€1.2345/L" / "€4.6729/USG"; its
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
    return `${money}/${target === 'price_per_l' ? 'L' : US_GALLON}`;
  }
  const digits = maximumFractionDigits ?? 2;
  if (target === 'm2' || target === 'sq_ft' || target === 'gal') {
    return formatSuffixed(shown, suffixOf(target, locale), locale, digits);
  }
  const intlUnit = INTL_UNITS[target];
  return numberFormat(locale, {
    style: 'unit',
    unit: intlUnit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(shown);
}

/**
 * An airport's elevation as pilots read it, in feet written "ft" in every language (charts and
 * altimeters say so, even in metric countries), rounded to the foot; metric adds the metres
 * beside it: "1,411 ft (430 m)", "1 411 ft (430 m)".
 */
export function formatElevation(metres: number, measurement: Measurement, locale: string): string {
  const feet = formatSuffixed(toDisplay(metres, 'm', 'imperial'), 'ft', locale, 0);
  if (measurement === 'imperial') return feet;
  return `${feet} (${formatUnit(metres, 'm', 'metric', locale, 0)})`;
}
