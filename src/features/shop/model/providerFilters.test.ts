import { describe, expect, it } from 'vitest';
import { providerFiltersOf, type ProviderFilters } from './providerFilters';

const NONE: ProviderFilters = { categoryId: null, typology: null, search: '', attribute: null };

describe('providerFiltersOf', () => {
  it.each<
    [Partial<Record<'search' | 'category' | 'typology' | 'attribute', string>>, ProviderFilters]
  >([
    [{}, NONE],
    [
      { category: '3', typology: 'fuel', search: ' Riviera ' },
      { ...NONE, categoryId: 3, typology: 'fuel', search: 'Riviera' },
    ],
    [{ category: 'x', typology: 'boat' }, NONE],
    [{ category: '-1' }, NONE],
    [{ typology: 'mandatory_package' }, { ...NONE, typology: 'mandatory_package' }],
    [{ attribute: 'heated:true' }, { ...NONE, attribute: 'heated:true' }],
    [{ attribute: 'Heated' }, NONE],
  ])('%j', (values, expected) => {
    expect(providerFiltersOf(values)).toEqual(expected);
  });
});
