import { HttpResponse } from 'msw';
import type { Schemas } from '../../../lib/api/contract';
import {
  VALIDATOR,
  badRequest,
  idParam,
  notFound,
  payloadTooLarge,
  readForm,
  readJson,
} from '../../api';
import { apiHttp } from '../../api/http';
import { authorize } from '../../auth';
import { db, nextId } from '../../db';
import { attributeUsers, toAttributeDefinition } from '../catalogue';
import { langOf } from '../shop';
import { bodyOf, readAttribute } from './attributeBody';
import { ATTRIBUTE_NOT_FOUND, attributesCsv, checkAttributeCsv } from './attributeCsv';
import { ITEM_CANNOT_BE_DELETED, USED_BY_SERVICES, serviceName, usageMessage } from './usage';

export const ATTRIBUTE_IMPORT_INVALID = 'errors.attribute_import_invalid';
const CSV_MAX_BYTES = 2 * 1024 * 1024;
const isCsv = (file: File) => /\.csv$/i.test(file.name) || /^text\/csv\b/i.test(file.type);

const findAttribute = (id: string | readonly string[] | undefined) =>
  db.catalogueAttributes.find((a) => a.id === idParam(id));

/** The operator's attribute calls (issue 31): POST, GET/PATCH/DELETE one, import, export. */
export const attributeHandlers = [
  apiHttp.post('/api/attribute', async ({ request }) => {
    const auth = authorize(request, 'OPERATOR_ATTRIBUTE_ADD');
    if (auth instanceof Response) return auth;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { fields, errors } = readAttribute(body);
    if (Object.keys(errors).length > 0) return badRequest(errors);
    const record = { id: nextId(db.catalogueAttributes), ...fields };
    db.catalogueAttributes.push(record);
    return HttpResponse.json(toAttributeDefinition(record, langOf(request)), { status: 201 });
  }),

  apiHttp.get('/api/attribute/{id}', ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_ATTRIBUTE_VIEW');
    if (auth instanceof Response) return auth;
    const record = findAttribute(params.id);
    if (!record) return notFound(ATTRIBUTE_NOT_FOUND);
    return HttpResponse.json(toAttributeDefinition(record, langOf(request)));
  }),

  apiHttp.patch('/api/attribute/{id}', async ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_ATTRIBUTE_EDIT');
    if (auth instanceof Response) return auth;
    const record = findAttribute(params.id);
    if (!record) return notFound(ATTRIBUTE_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { fields, errors } = readAttribute({ ...bodyOf(record), ...body }, record);
    if (Object.keys(errors).length > 0) return badRequest(errors);
    Object.assign(record, fields);
    return HttpResponse.json(toAttributeDefinition(record, langOf(request)));
  }),

  apiHttp.delete('/api/attribute/{id}', ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_ATTRIBUTE_DELETE');
    if (auth instanceof Response) return auth;
    const record = findAttribute(params.id);
    if (!record) return notFound(ATTRIBUTE_NOT_FOUND);
    const users = attributeUsers(record.id);
    if (users.length > 0) {
      const usedBy = [usageMessage(USED_BY_SERVICES, users.map(serviceName))];
      return badRequest({ usedBy }, ITEM_CANNOT_BE_DELETED);
    }
    db.catalogueAttributes = db.catalogueAttributes.filter((a) => a.id !== record.id);
    return new HttpResponse(null, { status: 204 });
  }),

  apiHttp.post('/api/import/attribute', async ({ request }) => {
    const auth = authorize(request, 'OPERATOR_ATTRIBUTE_IMPORT');
    if (auth instanceof Response) return auth;
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const file = form.get('file');
    // Not `instanceof File`: under jsdom the parsed form's File is another realm's class.
    if (file === null || typeof file === 'string')
      return badRequest({ file: [VALIDATOR.required] });
    if (file.size > CSV_MAX_BYTES) return payloadTooLarge(CSV_MAX_BYTES);
    if (!isCsv(file)) return badRequest({ file: [VALIDATOR.fileType] });
    const checked = checkAttributeCsv(await file.text());
    if ('errors' in checked) return badRequest(checked.errors, ATTRIBUTE_IMPORT_INVALID);
    const answer: Schemas['AttributeImport'] = { created: 0, updated: 0 };
    for (const { id, fields } of checked.rows) {
      const current = db.catalogueAttributes.find((a) => a.id === id);
      if (current) {
        Object.assign(current, fields);
        answer.updated += 1;
      } else {
        db.catalogueAttributes.push({ id: nextId(db.catalogueAttributes), ...fields });
        answer.created += 1;
      }
    }
    return HttpResponse.json(answer, { status: 201 });
  }),

  apiHttp.get('/api/export/attribute', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_ATTRIBUTE_VIEW');
    if (auth instanceof Response) return auth;
    return new HttpResponse(attributesCsv(), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="attributes.csv"',
      },
    });
  }),
];
