import type { Schemas } from '../../../lib/api/contract';
import { aircraftCategoryValues } from '../../../lib/api/generated/constants';
import {
  QueryReader,
  VALIDATOR,
  folded,
  matchesWords,
  naturalOrder,
  searchWords,
  type PageParams,
} from '../../api';
import type { AircraftTypeRecord } from './records';

/** The spec's "Aircraft catalogue 12" (section 9). */
export const CATALOGUE_PER_PAGE = 12;
const MAX_PER_PAGE = 100;

/** GET api/aircraft's query, read strictly. */
export interface CatalogueQuery {
  /** Folded words that must each appear in the manufacturer, model or ICAO type. */
  words: string[];
  category: Schemas['AircraftCategory'] | undefined;
  /** Folded manufacturer name. */
  manufacturer: string | undefined;
  page: PageParams;
}

/**
 * The query, or the 400 naming each malformed parameter. `perPage` is the catalogue's name for
 * the page size (its meta's); `numberOfItemsPerPage`, the other lists' name, is read too and
 * `perPage` wins when both are sent.
 */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery | Response {
  const query = new QueryReader(params);
  const search = query.text('searchQuery');
  const category = query.oneOf('category', aircraftCategoryValues);
  const manufacturer = query.text('manufacturer');
  const perPage = query.matching('perPage', /^0*[1-9]\d*$/, VALIDATOR.number);
  const page = query.page(CATALOGUE_PER_PAGE);
  if (query.failed()) return query.badRequest();
  return {
    words: searchWords(search),
    category,
    manufacturer: manufacturer === undefined ? undefined : folded(manufacturer),
    page: {
      page: page.page,
      perPage: perPage === undefined ? page.perPage : Math.min(MAX_PER_PAGE, Number(perPage)),
    },
  };
}

/** Manufacturer, then model (numbers in their order: G500 before G600), then id. */
export function byManufacturerThenModel(a: AircraftTypeRecord, b: AircraftTypeRecord): number {
  return (
    naturalOrder.compare(a.manufacturer, b.manufacturer) ||
    naturalOrder.compare(a.model, b.model) ||
    a.id - b.id
  );
}

/** The matching types, sorted by manufacturer then model. */
export function findAircraftTypes(
  records: readonly AircraftTypeRecord[],
  { words, category, manufacturer }: CatalogueQuery,
): AircraftTypeRecord[] {
  return records
    .filter((r) => {
      if (category !== undefined && r.category !== category) return false;
      if (manufacturer !== undefined && folded(r.manufacturer) !== manufacturer) return false;
      return matchesWords(`${r.manufacturer} ${r.model} ${r.icaoType}`, words);
    })
    .sort(byManufacturerThenModel);
}

/**
 * The catalogue meta of a page (spec section 3): page numbers, null when there is none. Asked
 * past the end, the previous page is the last one (the way back); nothing found, all are null.
 */
export function catalogueMeta(
  totalItems: number,
  { page, perPage }: PageParams,
): Schemas['AircraftCatalogueMeta'] {
  const lastPage = totalItems === 0 ? null : Math.ceil(totalItems / perPage);
  return {
    totalItems,
    perPage,
    firstPage: lastPage === null ? null : 1,
    previousPage: lastPage === null || page <= 1 ? null : Math.min(page - 1, lastPage),
    nextPage: lastPage === null || page >= lastPage ? null : page + 1,
    lastPage,
  };
}
