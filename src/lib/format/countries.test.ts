import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, isCountryCode } from './countries';

describe('countries', () => {
  it.each([
    ['FR', true],
    ['GB', true],
    ['CH', true],
    ['fr', false],
    ['UK', false],
    ['FRA', false],
    ['', false],
  ])('isCountryCode(%j) is %s', (code, expected) => {
    expect(isCountryCode(code)).toBe(expected);
  });

  it.each([
    ['DE', 'en', 'Germany'],
    ['DE', 'fr', 'Allemagne'],
    ['CH', 'fr', 'Suisse'],
    ['ZZ', 'en', 'ZZ'],
  ] as const)('names %s in %s as %s', (code, language, name) => {
    expect(countryName(code, language)).toBe(name);
  });

  it('lists every country once, sorted by name in the language', () => {
    const french = countryOptions('fr');
    expect(french.length).toBeGreaterThan(240);
    expect(new Set(french.map((option) => option.value)).size).toBe(french.length);
    const labels = french.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('fr').compare));
    expect(french.find((option) => option.value === 'ES')?.label).toBe('Espagne');
  });
});
