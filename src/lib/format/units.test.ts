import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  METRIC_UNITS,
  displayUnit,
  formatElevation,
  formatUnit,
  fromDisplay,
  toDisplay,
} from './units';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('toDisplay / displayUnit', () => {
  it.each([
    ['cm', 2.54, 1, 'in'],
    ['m', 0.3048, 1, 'ft'],
    ['km', 1.609344, 1, 'mi'],
    ['m2', 0.09290304, 1, 'sq_ft'],
    ['l', 3.785411784, 1, 'gal'],
    ['g', 28.349523125, 1, 'oz'],
    ['kg', 0.45359237, 1, 'lb'],
    ['kg', 1, 2.20462262, 'lb'],
    ['l', 100, 26.41720524, 'gal'],
    // 1 € per litre is 3.785… € per gallon: prices convert the other way round.
    ['price_per_l', 1, 3.785411784, 'price_per_gal'],
  ] as const)('%s %d -> %d %s in imperial', (unit, metric, imperial, shown) => {
    expect(toDisplay(metric, unit, 'imperial')).toBeCloseTo(imperial, 6);
    expect(displayUnit(unit, 'imperial')).toBe(shown);
  });

  it.each(METRIC_UNITS)('%s is unchanged in metric', (unit) => {
    expect(toDisplay(12.5, unit, 'metric')).toBe(12.5);
    expect(fromDisplay(12.5, unit, 'metric')).toBe(12.5);
    expect(displayUnit(unit, 'metric')).toBe(unit);
  });

  it('fromDisplay(toDisplay(x)) is x in both systems, for every unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...METRIC_UNITS),
        fc.constantFrom('metric' as const, 'imperial' as const),
        fc.double({ noNaN: true, min: -1e12, max: 1e12 }),
        (unit, measurement, x) => {
          const back = fromDisplay(toDisplay(x, unit, measurement), unit, measurement);
          return Math.abs(back - x) <= 1e-9 * Math.max(1, Math.abs(x));
        },
      ),
    );
  });

  it('imperial display moves the number the right way for every positive value', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: 1e-6, max: 1e9 }),
        (x) =>
          toDisplay(x, 'cm', 'imperial') < x &&
          toDisplay(x, 'kg', 'imperial') > x &&
          toDisplay(x, 'price_per_l', 'imperial') > x,
      ),
    );
  });
});

describe('formatUnit', () => {
  const eur = { currency: 'EUR' };
  it.each([
    ['en', 'cm', 'metric', 100, '100 cm'],
    ['en', 'cm', 'imperial', 100, '39.37 in'],
    ['en', 'm', 'imperial', 100, '328.08 ft'],
    ['en', 'km', 'imperial', 100, '62.14 mi'],
    ['en', 'm2', 'metric', 100, '100 m²'],
    ['en', 'm2', 'imperial', 100, '1,076.39 sq ft'],
    ['en', 'l', 'metric', 100, '100 L'],
    ['en', 'l', 'imperial', 100, '26.42 USG'],
    ['en', 'g', 'imperial', 100, '3.53 oz'],
    ['en', 'kg', 'metric', 1500.25, '1,500.25 kg'],
    ['en', 'kg', 'imperial', 100, '220.46 lb'],
    ['en', 'price_per_l', 'metric', 1.5, '€1.50/L'],
    ['en', 'price_per_l', 'metric', 1.2345, '€1.2345/L'],
    ['en', 'price_per_l', 'imperial', 1, '€3.7854/USG'],
    ['fr', 'cm', 'imperial', 100, '39,37 po'],
    ['fr', 'm', 'imperial', 100, '328,08 pi'],
    ['fr', 'm2', 'metric', 1250.5, '1 250,5 m²'],
    ['fr', 'm2', 'imperial', 100, '1 076,39 pi²'],
    ['fr', 'l', 'metric', 100, '100 l'],
    ['fr', 'l', 'imperial', 100, '26,42 USG'],
    ['fr', 'kg', 'imperial', 100, '220,46 lb'],
    ['fr', 'price_per_l', 'metric', 1.5, '1,50 €/L'],
    ['fr', 'price_per_l', 'imperial', 1, '3,7854 €/USG'],
  ] as const)('%s %s %s %d -> %s', (locale, unit, measurement, value, expected) => {
    expect(plain(formatUnit(value, unit, measurement, locale, undefined, eur))).toBe(expected);
  });

  it('takes a number of decimals', () => {
    expect(formatUnit(100, 'cm', 'imperial', 'en', 0)).toBe('39 in');
    expect(formatUnit(100, 'm2', 'imperial', 'en', 0)).toBe('1,076 sq ft');
    expect(formatUnit(1.23456, 'price_per_l', 'metric', 'en', 2, eur)).toBe('€1.23/L');
  });

  it('shows a price per litre in an unknown currency with its code', () => {
    expect(
      plain(formatUnit(1.5, 'price_per_l', 'metric', 'en', undefined, { currency: 'ZZZ' })),
    ).toBe('1.50 ZZZ/L');
  });
});

describe('formatElevation', () => {
  // LSGG is 430 m (1,411 ft); LFMN 4 m (13 ft); an airport below sea level stays negative.
  it.each([
    ['en', 'metric', 430, '1,411 ft (430 m)'],
    ['en', 'imperial', 430, '1,411 ft'],
    ['fr', 'metric', 430, '1 411 ft (430 m)'],
    ['fr', 'imperial', 430, '1 411 ft'],
    ['en', 'metric', 4, '13 ft (4 m)'],
    ['en', 'metric', 0, '0 ft (0 m)'],
    ['en', 'metric', -7, '-23 ft (-7 m)'],
  ] as const)('%s %s %d m -> %s', (locale, measurement, metres, expected) => {
    expect(plain(formatElevation(metres, measurement, locale))).toBe(expected);
  });
});
