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

  it.each([
    // Accented names sort with their letter, not after Z: Émirats between Égypte and Équateur.
    ['fr', ['Égypte', 'Émirats arabes unis', 'Équateur', 'Érythrée', 'Espagne']],
    ['fr', ['Îles Åland', 'Îles Caïmans', 'Inde', 'Irlande', 'Islande']],
    ['en', ['Afghanistan', 'Åland Islands', 'Albania']],
    ['en', ['Cook Islands', 'Costa Rica', 'Côte d’Ivoire', 'Croatia']],
  ] as const)('in %s, orders %j as the language does', (language, names) => {
    const labels = countryOptions(language).map((option) => option.label);
    const positions = names.map((name) => labels.indexOf(name));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('offers the same codes in both languages, each named', () => {
    const codes = (language: 'en' | 'fr') =>
      countryOptions(language)
        .map((option) => option.value)
        .sort();
    expect(codes('fr')).toEqual(codes('en'));
    for (const option of countryOptions('en')) expect(option.label).not.toBe(option.value);
  });
});
