import { HttpResponse } from 'msw';
import type { Schemas } from '../../../lib/api/contract';
import { badRequest, idParam, notFound, readJson } from '../../api';
import { apiHttp } from '../../api/http';
import { authorize, type AuthContext } from '../../auth';
import { db, nextId } from '../../db';
import { langOf, type Lang, type ShopCategoryRecord } from '../shop';
import {
  categoryBodyOf,
  readCategory,
  toCatalogueCategory,
  writeCategory,
  type Uploader,
} from './categoryBody';
import {
  HAS_SUBCATEGORIES,
  ITEM_CANNOT_BE_DELETED,
  USED_BY_POLICIES,
  USED_BY_SERVICES,
  categoryPolicies,
  categoryServices,
  serviceName,
  subcategories,
  usageMessage,
} from './usage';

export const CATEGORY_NOT_FOUND = 'errors.category_not_found';

const uploader = (auth: AuthContext): Uploader => ({
  organizationId: auth.organization?.id ?? null,
  userId: auth.user.id,
});

const findCategory = (id: string | readonly string[] | undefined) =>
  db.shopCategories.find((category) => category.id === idParam(id));

/** The tree in reading order: each category followed by its children, by name. */
function treeOrder(lang: Lang) {
  const byName = (a: ShopCategoryRecord, b: ShopCategoryRecord) =>
    a.name[lang].localeCompare(b.name[lang]);
  const ordered: ShopCategoryRecord[] = [];
  const visit = (parentId: number | null) => {
    for (const category of db.shopCategories.filter((c) => c.parentId === parentId).sort(byName)) {
      ordered.push(category);
      visit(category.id);
    }
  };
  visit(null);
  return ordered;
}

/** Why a category cannot go: each use, named (empty: it can). */
function usesOf(id: number): string[] {
  const services = categoryServices(id).map(serviceName);
  const policies = categoryPolicies(id).map((policy) => policy.name);
  const children = subcategories(id).map((category) => category.name.en);
  return [
    ...(services.length > 0 ? [usageMessage(USED_BY_SERVICES, services)] : []),
    ...(policies.length > 0 ? [usageMessage(USED_BY_POLICIES, policies)] : []),
    ...(children.length > 0 ? [usageMessage(HAS_SUBCATEGORIES, children)] : []),
  ];
}

/** The operator's category calls (issue 31); GET api/category (the forms') is the catalogue's. */
export const categoryHandlers = [
  apiHttp.get('/api/category/products', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_CATEGORY_VIEW');
    if (auth instanceof Response) return auth;
    const lang = langOf(request);
    const categories = treeOrder(lang).map((category) => ({
      id: category.id,
      name: category.name[lang] || category.name.en,
      slug: category.slug,
      parentId: category.parentId,
      services: categoryServices(category.id).length,
      cancellationPolicies: categoryPolicies(category.id).length,
      attributes: db.catalogueAttributes.filter((a) => a.categoryIds.includes(category.id)).length,
      productNames: db.categoryProductNames.filter((p) => p.categoryId === category.id).length,
    }));
    const body: Schemas['CategoryUsagePage'] = { categories, totalItems: categories.length };
    return HttpResponse.json(body);
  }),

  apiHttp.post('/api/category', async ({ request }) => {
    const auth = authorize(request, 'OPERATOR_CATEGORY_ADD');
    if (auth instanceof Response) return auth;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { fields, errors } = readCategory(body, uploader(auth));
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const category = writeCategory(nextId(db.shopCategories), fields);
    return HttpResponse.json(toCatalogueCategory(category), { status: 201 });
  }),

  apiHttp.get('/api/category/{id}', ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_CATEGORY_VIEW');
    if (auth instanceof Response) return auth;
    const category = findCategory(params.id);
    if (!category) return notFound(CATEGORY_NOT_FOUND);
    return HttpResponse.json(toCatalogueCategory(category));
  }),

  apiHttp.patch('/api/category/{id}', async ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_CATEGORY_EDIT');
    if (auth instanceof Response) return auth;
    const category = findCategory(params.id);
    if (!category) return notFound(CATEGORY_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const merged = { ...categoryBodyOf(category), ...body };
    const { fields, errors } = readCategory(merged, uploader(auth), category.id);
    if (Object.keys(errors).length > 0) return badRequest(errors);
    return HttpResponse.json(toCatalogueCategory(writeCategory(category.id, fields)));
  }),

  apiHttp.delete('/api/category/{id}', ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_CATEGORY_DELETE');
    if (auth instanceof Response) return auth;
    const category = findCategory(params.id);
    if (!category) return notFound(CATEGORY_NOT_FOUND);
    const uses = usesOf(category.id);
    if (uses.length > 0) return badRequest({ usedBy: uses }, ITEM_CANNOT_BE_DELETED);
    const id = category.id;
    db.shopCategories = db.shopCategories.filter((c) => c.id !== id);
    db.categoryDetails = db.categoryDetails.filter((d) => d.categoryId !== id);
    db.categoryProductNames = db.categoryProductNames.filter((p) => p.categoryId !== id);
    for (const attribute of db.catalogueAttributes) {
      attribute.categoryIds = attribute.categoryIds.filter((c) => c !== id);
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
