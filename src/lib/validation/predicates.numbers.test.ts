import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyToNull,
  isDecimalOrInt,
  isFilled,
  isPercentage,
  isPositive,
  isStrictPositive,
  toNumber,
} from './predicates';

describe('emptyToNull', () => {
  it.each([
    ['', null],
    ['  ', null],
    // NaN is what a number field holds for text that is not a number: not "empty".
    [Number.NaN, Number.NaN],
    [undefined, null],
    [null, null],
    [0, 0],
    ['0', '0'],
    ['abc', 'abc'],
  ])('%j -> %j', (input, expected) => {
    expect(emptyToNull(input)).toBe(expected);
  });
});

describe('toNumber', () => {
  it.each([
    ['12', 12],
    [' 1.5 ', 1.5],
    ['-3', -3],
    ['.5', 0.5],
    ['1,5', null],
    ['1e3', null],
    ['abc', null],
    [Number.POSITIVE_INFINITY, null],
    [7, 7],
  ])('%j -> %j', (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });
});

describe('isFilled', () => {
  it.each([
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [[], false],
    ['a', true],
    [0, true],
    [false, true],
    [['x'], true],
  ])('%j -> %s', (input, expected) => {
    expect(isFilled(input)).toBe(expected);
  });
});

describe('isPositive / isStrictPositive', () => {
  it.each([
    [-1, false, false],
    [-0.0001, false, false],
    [0, true, false],
    [0.0001, true, true],
    [42, true, true],
    [Number.NaN, false, false],
    [Number.POSITIVE_INFINITY, false, false],
  ])('%d: positive %s, strict %s', (value, positive, strict) => {
    expect(isPositive(value)).toBe(positive);
    expect(isStrictPositive(value)).toBe(strict);
  });

  it('accepts every integer >= 0 and rejects every negative one', () => {
    fc.assert(fc.property(fc.nat(), (n) => isPositive(n) && (n === 0 || isStrictPositive(n))));
    fc.assert(fc.property(fc.integer({ max: -1 }), (n) => !isPositive(n) && !isStrictPositive(n)));
  });
});

describe('isDecimalOrInt', () => {
  it.each([
    ['', true],
    [null, true],
    [undefined, true],
    [Number.NaN, true],
    ['12', true],
    ['12.5', true],
    ['12.3456', true],
    ['12.34567', false],
    ['12.', false],
    ['.5', false],
    ['-1', false],
    ['1,5', false],
    ['abc', false],
    [3, true],
    [1.2345, true],
    [1.23456, false],
    [0.1 + 0.2, false],
    [1e-7, false],
  ])('%j -> %s', (value, expected) => {
    expect(isDecimalOrInt(value)).toBe(expected);
  });

  const digits = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

  it('accepts any digits with 0 to 4 decimals', () => {
    fc.assert(
      fc.property(digits(1, 12), fc.option(digits(1, 4), { nil: undefined }), (int, dec) =>
        isDecimalOrInt(dec === undefined ? int : `${int}.${dec}`),
      ),
    );
  });

  it('rejects any number written with more than 4 decimals', () => {
    fc.assert(
      fc.property(digits(1, 12), digits(5, 12), (int, dec) => !isDecimalOrInt(`${int}.${dec}`)),
    );
  });
});

describe('isPercentage', () => {
  it.each([
    ['', true],
    [null, true],
    ['0', true],
    ['100', true],
    ['100.00', true],
    ['100.01', false],
    ['101', false],
    ['99.99', true],
    ['99.999', false],
    ['-1', false],
    [50, true],
    [12.5, true],
  ])('%j -> %s', (value, expected) => {
    expect(isPercentage(value)).toBe(expected);
  });

  it('accepts every value 0..100 with 2 decimals and rejects anything above 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (cents) =>
        isPercentage((cents / 100).toFixed(2)),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 10_001, max: 10_000_000 }),
        (cents) => !isPercentage((cents / 100).toFixed(2)),
      ),
    );
  });
});
