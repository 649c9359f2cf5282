import { PRODUCT_TYPOLOGIES, type ProductTypology } from '@/lib/api/shop.types';

/** The providers list's filters and page, as the URL keeps them. */
export interface ProviderFilters {
  categoryId: number | null;
  typology: ProductTypology | null;
  search: string;
  page: number;
}

export const PROVIDERS_PAGE_SIZE = 10;

function isTypology(value: string | null): value is ProductTypology {
  return PRODUCT_TYPOLOGIES.some((typology) => typology === value);
}

/** Reads `?category=&typology=&search=&page=` (a bad value is ignored, pages start at 1). */
export function parseProviderFilters(search: URLSearchParams): ProviderFilters {
  const category = search.get('category');
  const typology = search.get('typology');
  const page = search.get('page');
  return {
    categoryId: category !== null && /^\d+$/.test(category) ? Number(category) : null,
    typology: isTypology(typology) ? typology : null,
    search: (search.get('search') ?? '').trim(),
    page: page !== null && /^[1-9]\d*$/.test(page) ? Number(page) : 1,
  };
}

/** The query string of the filters, empty values left out (page 1 too). */
export function providerFiltersToSearch(filters: ProviderFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.categoryId !== null) out.set('category', String(filters.categoryId));
  if (filters.typology !== null) out.set('typology', filters.typology);
  if (filters.search !== '') out.set('search', filters.search);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

/** A change of filter goes back to page 1. */
export function withFilter(
  filters: ProviderFilters,
  change: Partial<Omit<ProviderFilters, 'page'>>,
): ProviderFilters {
  return { ...filters, ...change, page: 1 };
}
