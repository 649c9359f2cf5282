import { HttpResponse } from 'msw';
import type { Schemas } from '../../../lib/api/contract';
import { VALIDATOR, addError, badRequest, folded, idParam, notFound, readJson } from '../../api';
import { apiHttp } from '../../api/http';
import { authorize } from '../../auth';
import { db, nextId } from '../../db';
import { textsAt, type FieldErrors } from '../catalogue';
import { CATEGORY_NOT_FOUND } from './categoryHandlers';
import type { CategoryProductNameRecord } from './records';

const NOT_FOUND = 'errors.product_name_not_found';

const toProductName = (record: CategoryProductNameRecord): Schemas['CategoryProductName'] => ({
  id: record.id,
  categoryId: record.categoryId,
  name: { ...record.name },
});

/** The category of the path, with the right asked, or the answer. */
function categoryFor(request: Request, id: string | readonly string[] | undefined, write: boolean) {
  const auth = authorize(request, write ? 'OPERATOR_CATEGORY_EDIT' : 'OPERATOR_CATEGORY_VIEW');
  if (auth instanceof Response) return auth;
  const category = db.shopCategories.find((c) => c.id === idParam(id));
  return category ?? notFound(CATEGORY_NOT_FOUND);
}

/** A name unique in its category, case and accents aside. */
function readName(raw: unknown, categoryId: number, currentId: number | null) {
  const errors: FieldErrors = {};
  const body = typeof raw === 'object' && raw !== null ? raw : {};
  const name = textsAt(Reflect.get(body, 'name'), 'name', errors, 80, true);
  const taken = db.categoryProductNames.some(
    (p) =>
      p.categoryId === categoryId && p.id !== currentId && folded(p.name.en) === folded(name.en),
  );
  if (taken) addError(errors, 'name.en', VALIDATOR.alreadyUsed);
  return { name, errors };
}

/** GET, POST api/category/{id}/product-name; PATCH, DELETE …/{productNameId}. */
export const productNameHandlers = [
  apiHttp.get('/api/category/{id}/product-name', ({ request, params }) => {
    const category = categoryFor(request, params.id, false);
    if (category instanceof Response) return category;
    const productNames = db.categoryProductNames
      .filter((p) => p.categoryId === category.id)
      .sort((a, b) => a.name.en.localeCompare(b.name.en))
      .map(toProductName);
    return HttpResponse.json({ productNames, totalItems: productNames.length });
  }),

  apiHttp.post('/api/category/{id}/product-name', async ({ request, params }) => {
    const category = categoryFor(request, params.id, true);
    if (category instanceof Response) return category;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { name, errors } = readName(body, category.id, null);
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const record = { id: nextId(db.categoryProductNames), categoryId: category.id, name };
    db.categoryProductNames.push(record);
    return HttpResponse.json(toProductName(record), { status: 201 });
  }),

  apiHttp.patch('/api/category/{id}/product-name/{productNameId}', async ({ request, params }) => {
    const category = categoryFor(request, params.id, true);
    if (category instanceof Response) return category;
    const record = db.categoryProductNames.find(
      (p) => p.categoryId === category.id && p.id === idParam(params.productNameId),
    );
    if (!record) return notFound(NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { name, errors } = readName(body, category.id, record.id);
    if (Object.keys(errors).length > 0) return badRequest(errors);
    record.name = name;
    return HttpResponse.json(toProductName(record));
  }),

  apiHttp.delete('/api/category/{id}/product-name/{productNameId}', ({ request, params }) => {
    const category = categoryFor(request, params.id, true);
    if (category instanceof Response) return category;
    const id = idParam(params.productNameId);
    if (!db.categoryProductNames.some((p) => p.categoryId === category.id && p.id === id)) {
      return notFound(NOT_FOUND);
    }
    db.categoryProductNames = db.categoryProductNames.filter((p) => p.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
];
