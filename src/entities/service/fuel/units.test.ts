import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LITRES_PER_USG, convertUnitPrice, convertVolume, volumeUnitOf } from './units';

describe('fuel volume units', () => {
  it.each([
    [1, 'USG', 'L', 3.785411784],
    [3.785411784, 'L', 'USG', 1],
    [1000, 'L', 'USG', 264.1720523581484],
    [100, 'USG', 'L', 378.5411784],
    [42, 'L', 'L', 42],
  ] as const)('%d %s is %d %s', (quantity, from, to, expected) => {
    expect(convertVolume(quantity, from, to)).toBeCloseTo(expected, 10);
  });

  it.each([
    [1.82, 'L', 'USG', 6.88944944688],
    [6.88944944688, 'USG', 'L', 1.82],
    [5, 'USG', 'USG', 5],
  ] as const)('a price of %d per %s is %d per %s', (price, from, to, expected) => {
    expect(convertUnitPrice(price, from, to)).toBeCloseTo(expected, 10);
  });

  it('uses the exact US gallon', () => {
    expect(LITRES_PER_USG).toBe(3.785411784);
  });

  it.each([
    ['L', 'L'],
    ['liter', 'L'],
    ['litre', 'L'],
    ['Gal', 'USG'],
    [' usg ', 'USG'],
    ['kg', null],
  ] as const)('reads %s as %s', (spelling, unit) => {
    expect(volumeUnitOf(spelling)).toBe(unit);
  });

  it('comes back to the same volume after a round trip', () => {
    fc.assert(
      fc.property(
        // From a nanolitre to a billion litres: below, subnormal doubles have no relative precision.
        fc.oneof(fc.constant(0), fc.double({ min: 1e-9, max: 1e9, noNaN: true })),
        fc.constantFrom('L' as const, 'USG' as const),
        (quantity, unit) => {
          const other = unit === 'L' ? 'USG' : 'L';
          const back = convertVolume(convertVolume(quantity, unit, other), other, unit);
          expect(Math.abs(back - quantity)).toBeLessThanOrEqual(quantity * 1e-12);
        },
      ),
    );
  });

  it('keeps the price of a volume whatever the unit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (pricePerLitre, litres) => {
          const gallons = convertVolume(litres, 'L', 'USG');
          const pricePerGallon = convertUnitPrice(pricePerLitre, 'L', 'USG');
          const cost = pricePerLitre * litres;
          expect(Math.abs(pricePerGallon * gallons - cost)).toBeLessThanOrEqual(
            cost * 1e-12 + 1e-9,
          );
        },
      ),
    );
  });
});
