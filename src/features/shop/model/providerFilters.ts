import { PRODUCT_TYPOLOGIES, type ProductTypology } from '@/entities/cart';

/**
 * The providers list's filters as the API takes them, read from the URL's filter values (the
 * kit's list params: `?search=&category=&typology=`, page and page size beside them).
 */
export interface ProviderFilters {
  categoryId: number | null;
  typology: ProductTypology | null;
  search: string;
  /** A filterable attribute's value, `<inputName>:<value>` (issue 31). */
  attribute: string | null;
}

export const PROVIDERS_PAGE_SIZE = 10;

function isTypology(value: string | undefined): value is ProductTypology {
  return PRODUCT_TYPOLOGIES.some((typology) => typology === value);
}

/** A malformed value (an old or edited link) is no filter rather than an error. */
export function providerFiltersOf(
  values: Partial<Record<'search' | 'category' | 'typology' | 'attribute', string>>,
): ProviderFilters {
  const { category, typology, attribute } = values;
  return {
    categoryId: category !== undefined && /^\d+$/.test(category) ? Number(category) : null,
    typology: isTypology(typology) ? typology : null,
    search: (values.search ?? '').trim(),
    attribute: attribute !== undefined && /^[a-z][a-z0-9_]*:.+$/.test(attribute) ? attribute : null,
  };
}
