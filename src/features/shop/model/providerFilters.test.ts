import { describe, expect, it } from 'vitest';
import {
  parseProviderFilters,
  providerFiltersToSearch,
  withFilter,
  type ProviderFilters,
} from './providerFilters';

const NONE: ProviderFilters = { categoryId: null, typology: null, search: '', page: 1 };

describe('parseProviderFilters', () => {
  it.each([
    ['', NONE],
    [
      'category=3&typology=fuel&search=+Riviera+&page=2',
      { categoryId: 3, typology: 'fuel', search: 'Riviera', page: 2 },
    ],
    ['category=x&typology=boat&page=0', NONE],
    ['page=-1', NONE],
    ['typology=mandatory_package', { ...NONE, typology: 'mandatory_package' }],
  ])('%s', (query, expected) => {
    expect(parseProviderFilters(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('providerFiltersToSearch', () => {
  it.each([
    [NONE, ''],
    [
      { categoryId: 3, typology: 'hangar', search: 'jet', page: 2 } as const,
      'category=3&typology=hangar&search=jet&page=2',
    ],
  ])('%j', (filters, expected) => {
    expect(providerFiltersToSearch(filters).toString()).toBe(expected);
  });

  it('round-trips', () => {
    const filters: ProviderFilters = { categoryId: 4, typology: 'parking', search: 'a b', page: 3 };
    expect(parseProviderFilters(providerFiltersToSearch(filters))).toEqual(filters);
  });
});

describe('withFilter', () => {
  it('goes back to page 1', () => {
    expect(withFilter({ ...NONE, page: 4 }, { search: 'x' })).toEqual({ ...NONE, search: 'x' });
  });
});
