import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALIDATOR, folded, isCountryCode, isEmail, isIsoDate, isPhone } from './validators';

function keysOf(lang: string, namespace: string): Set<string> {
  const url = new URL(`../../../locales/${lang}/${namespace}.json`, import.meta.url);
  const json = JSON.parse(readFileSync(url, 'utf8')) as Record<string, Record<string, unknown>>;
  return new Set(
    Object.entries(json).flatMap(([group, keys]) =>
      Object.keys(keys).map((key) => `${group}.${key}`),
    ),
  );
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
