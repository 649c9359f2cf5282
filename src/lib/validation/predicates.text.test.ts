import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCreditCard,
  isEmail,
  isIsoDate,
  isFileTypeAllowed,
  isUrl,
  passwordChecks,
} from './predicates';

describe('isCreditCard', () => {
  it.each([
    ['378282246310005', true],
    ['371449635398431', true],
    ['341111111111111', true],
    ['3782 822463 10005', true],
    ['358282246310005', false],
    ['37828224631000', false],
    ['3782822463100055', false],
    ['4242424242424242', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isCreditCard(value)).toBe(expected);
  });

  it('accepts 34/37 followed by any 13 digits and rejects other prefixes', () => {
    const rest = fc.string({
      unit: fc.constantFrom(...'0123456789'),
      minLength: 13,
      maxLength: 13,
    });
    fc.assert(
      fc.property(fc.constantFrom('34', '37'), rest, (prefix, tail) => isCreditCard(prefix + tail)),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 99 }),
        rest,
        (prefix, tail) => isCreditCard(`${prefix}${tail}`) === (prefix === 34 || prefix === 37),
      ),
    );
  });
});

describe('isUrl', () => {
  it.each([
    ['', true],
    [null, true],
    [undefined, true],
    ['example.com', true],
    ['www.example.com', true],
    ['https://example.com', true],
    ['http://sub.example.co.uk:8080/path?q=1#x', true],
    ['https://aéroport.fr', true],
    ['example', false],
    ['not a url', false],
    ['ftp://example.com', false],
    ['https://', false],
    ['example.c', false],
  ])('%j -> %s', (value, expected) => {
    expect(isUrl(value)).toBe(expected);
  });
});

describe('isEmail', () => {
  it.each([
    ['buyer@demo.aero', true],
    ['first.last+tag@example.co.uk', true],
    ['no-at.example.com', false],
    ['a@b', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('passwordChecks', () => {
  it.each([
    ['', 8, { length: false, digit: false, lower: false, upper: false, special: false }],
    ['Aviation2026!', 13, { length: true, digit: true, lower: true, upper: true, special: true }],
    ['Aviation2026!', 14, { length: false, digit: true, lower: true, upper: true, special: true }],
    ['aviation2026!', 8, { length: true, digit: true, lower: true, upper: false, special: true }],
    ['AVIATION2026!', 8, { length: true, digit: true, lower: false, upper: true, special: true }],
    ['Aviation!!!!', 8, { length: true, digit: false, lower: true, upper: true, special: true }],
    ['Aviation2026?', 8, { length: true, digit: true, lower: true, upper: true, special: false }],
  ])('%s (min %d)', (value, min, expected) => {
    expect(passwordChecks(value, min)).toEqual(expected);
  });
});

describe('isFileTypeAllowed', () => {
  const file = (name: string, type: string) => ({ name, type, size: 1 });
  it.each([
    [file('a.pdf', 'application/pdf'), ['application/pdf'], true],
    [file('a.png', 'image/png'), ['image/*'], true],
    [file('a.JPG', ''), ['.jpg'], true],
    [file('a.jpg', ''), ['jpg'], true],
    [file('a.txt', 'text/plain'), ['application/pdf', 'image/*'], false],
    [file('noext', ''), ['.pdf'], false],
    [file('a.txt', 'text/plain'), [], true],
  ])('%j in %j -> %s', (f, types, expected) => {
    expect(isFileTypeAllowed(f, types)).toBe(expected);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['22/11/2026', false],
    ['2026-11-22T10:00', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});
