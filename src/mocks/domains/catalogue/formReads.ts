import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import {
  ATTRIBUTE_TYPES,
  type ServiceAttributeDefinitionPage,
  type ServiceCategoryPage,
} from '../../../entities/service/contract';
import { QueryReader, VALIDATOR, badRequest, paginate } from '../../api';
import { matchesWords, searchWords } from '../../api/search';
import { authorize } from '../../auth';
import { db } from '../../db';
import { langOf, toCategory } from '../shop';
import { toAttributeDefinition } from './attributes';
import type { CatalogueAttributeRecord } from './records';

function categoryIdsOf(search: URLSearchParams): number[] | null {
  const raw = [...search.getAll('categoryIds[]'), ...search.getAll('categoryIds')];
  if (raw.some((value) => !/^\d{1,15}$/.test(value))) return null;
  return raw.map(Number);
}

/** The operator's filters of the list (issue 31): words, type, filterable. */
function attributeFilter(query: QueryReader) {
  const words = searchWords(query.text('searchQuery'));
  const type = query.oneOf('type', ATTRIBUTE_TYPES);
  const filterable = query.boolean('filterable');
  return (a: CatalogueAttributeRecord) =>
    matchesWords(`${a.name.en} ${a.name.fr} ${a.inputName}`, words) &&
    (type === undefined || a.type === type) &&
    (filterable === undefined || a.filterable === filterable);
}

/**
 * What the forms choose from: the shop's category tree and the categories' attributes. The
 * attribute list is also the operator's (`/attributes`): paged when `page` is given.
 */
export const readHandlers = [
  apiHttp.get('/api/category', ({ request }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const lang = langOf(request);
    const categories = db.shopCategories.map((category) => toCategory(category, lang));
    const body: ServiceCategoryPage = { categories, totalItems: categories.length };
    return HttpResponse.json(body);
  }),

  apiHttp.get('/api/attribute', ({ request }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const search = new URL(request.url).searchParams;
    const ids = categoryIdsOf(search);
    if (ids === null) return badRequest({ categoryIds: [VALIDATOR.number] });
    const query = new QueryReader(search);
    const paged = query.text('page') !== undefined;
    const page = query.page(10);
    const matches = attributeFilter(query);
    if (query.failed()) return query.badRequest();
    const lang = langOf(request);
    const found = db.catalogueAttributes
      .filter((a) => ids.length === 0 || a.categoryIds.some((id) => ids.includes(id)))
      .filter(matches);
    const shown = paged ? paginate(found, page) : found;
    const body: ServiceAttributeDefinitionPage = {
      attributes: shown.map((a) => toAttributeDefinition(a, lang)),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),
];
