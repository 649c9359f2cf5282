import { describe, expect, it } from 'vitest';
import { readDotDecimal } from './decimal';

describe('readDotDecimal', () => {
  it.each([
    ['1.82', { value: 1.82 }],
    [' 2 ', { value: 2 }],
    ['0.1234', { value: 0.1234 }],
    ['1,82', { error: 'validator.fuel.dot_decimal' }],
    ['1.234,5', { error: 'validator.fuel.dot_decimal' }],
    ['', { error: 'validator.required' }],
    ['abc', { error: 'validator.number' }],
    ['1.', { error: 'validator.number' }],
    ['1e3', { error: 'validator.number' }],
    ['1.23456', { error: 'validator.decimal_or_int' }],
  ])('reads %j as %j', (text, expected) => {
    expect(readDotDecimal(text)).toEqual(expected);
  });

  it('takes the decimals allowed', () => {
    expect(readDotDecimal('19.555', 2)).toEqual({ error: 'validator.decimal_or_int' });
    expect(readDotDecimal('19.55', 2)).toEqual({ value: 19.55 });
  });
});
