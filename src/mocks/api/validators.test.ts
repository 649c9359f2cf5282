import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  TEXT_MAX,
  VALIDATOR,
  folded,
  isCountryCode,
  isEmail,
  isIsoDate,
  isPhone,
  lengthErrors,
  maxLengths,
  requiredTextError,
} from './validators';

/** Every key of a namespace, nested ones written with dots (`validator.offer.slice_gap`). */
function keysOf(lang: string, namespace: string): Set<string> {
  const url = new URL(`../../../locales/${lang}/${namespace}.json`, import.meta.url);
  const json: unknown = JSON.parse(readFileSync(url, 'utf8'));
  const flat = (value: unknown, prefix: string): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) =>
          flat(inner, prefix === '' ? key : `${prefix}.${key}`),
        )
      : [prefix];
  return new Set(flat(json, ''));
}

describe('the messages the demo API answers', () => {
  it.each(['en', 'fr'])('exist in locales/%s', (lang) => {
    const validation = keysOf(lang, 'validation');
    expect(Object.values(VALIDATOR).filter((key) => !validation.has(key))).toEqual([]);
    const http = keysOf(lang, 'http');
    const errors = [
      'errors.invalid_request',
      'errors.airport_not_found',
      'errors.crew_member_not_found',
      'errors.crew_licence_already_exists',
    ];
    expect(errors.filter((key) => !http.has(key))).toEqual([]);
  });
});

describe('field predicates', () => {
  it.each([
    ['2026-05-31', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['31/05/2026', false],
    ['2026-5-31', false],
  ])('isIsoDate(%s) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['FR', true],
    ['MC', true],
    ['XK', true],
    ['fr', false],
    ['FRA', false],
    ['UK', false],
    ['EU', false],
    ['QQ', false],
    ['ZZ', false],
  ])('isCountryCode(%s) is %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });

  it.each([
    ['anna.nowak@alpine-jets.fr', true],
    ['a@b.co', true],
    ['anna@', false],
    ['anna@alpine', false],
    ['anna nowak@alpine-jets.fr', false],
  ])('isEmail(%s) is %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it.each([
    ['+33 6 12 48 90 37', true],
    ['+1 (555) 010-4477', true],
    ['12345', false],
    ['call me', false],
    ['+33 6 12 48 90 37 12 34 56', false],
  ])('isPhone(%s) is %s', (value, expected) => {
    expect(isPhone(value)).toBe(expected);
  });

  it('folds case and accents', () => {
    expect(folded('Lefèvre ÉLODIE Wiśniewski')).toBe('lefevre elodie wisniewski');
  });
});

describe('the length rule of stored texts', () => {
  const limits = { name: TEXT_MAX.name, 'address.city': TEXT_MAX.name, comment: TEXT_MAX.comment };

  it.each<[string, Record<string, unknown>, Record<string, string[]> | null]>([
    ['all within', { name: 'n'.repeat(120), address: { city: 'Nice' }, comment: null }, null],
    ['blanks around are not counted', { name: ` ${'n'.repeat(120)} ` }, null],
    [
      'a top-level and a nested field over',
      { name: 'n'.repeat(121), address: { city: 'c'.repeat(10_000) } },
      {
        name: ['validator.length_max|{"max":120}'],
        'address.city': ['validator.length_max|{"max":120}'],
      },
    ],
    ['a value that is not text is left to the handler', { name: 42, address: 'Nice' }, null],
    [
      'a comment over 1,000',
      { comment: 'c'.repeat(1001) },
      { comment: ['validator.length_max|{"max":1000}'] },
    ],
  ])('%s', (_case, body, expected) => {
    expect(lengthErrors(body, limits)).toEqual(expected);
  });

  it.each([
    ['', 'validator.required'],
    ['   ', 'validator.required'],
    ['Camille Laurent', null],
    ['H'.repeat(121), 'validator.length_max|{"max":120}'],
  ])('requiredTextError(%j)', (value, expected) => {
    expect(requiredTextError(value, TEXT_MAX.name)).toBe(expected);
  });

  it("reads the maxima of a schema's generated limits, prefixed, and no other bound", () => {
    const limits = {
      city: { minLength: 1, maxLength: 120 },
      countryCode: { pattern: '^[A-Z]{2}$' },
      postalCode: { maxLength: 50 },
    };
    expect(maxLengths(limits, 'address.')).toEqual({
      'address.city': 120,
      'address.postalCode': 50,
    });
  });
});
