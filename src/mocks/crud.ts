import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  isPermissionKey,
  type PermissionKey,
  type PermissionSubject,
} from '../lib/auth/permissions';
import {
  badRequest,
  forbidden,
  idParam,
  notFound,
  paginate,
  readJson,
  type JsonObject,
  type PageParams,
} from './api';
import { authorize } from './auth';
import { nextId, now, stampAfter } from './db';

/** Who acts: the selected organization that owns the records, and the signed-in user. */
export interface CrudScope {
  ownerId: number;
  userId: number;
}

/** The permission key each verb asks: list and read ask `view`. */
export interface CrudRights {
  view: PermissionKey;
  add: PermissionKey;
  edit: PermissionKey;
  delete: PermissionKey;
}

const CRUD_ACTIONS = { view: 'VIEW', add: 'ADD', edit: 'EDIT', delete: 'DELETE' } as const;
type CrudAction = (typeof CRUD_ACTIONS)[keyof typeof CRUD_ACTIONS];

/** A subject of the catalogue with a key for each of the four verbs (`CREW`). */
export type CrudSubject = {
  [S in PermissionSubject]: `${S}_${CrudAction}` extends PermissionKey ? S : never;
}[PermissionSubject];

/** `CREW_VIEW`, `CREW_ADD`, `CREW_EDIT`, `CREW_DELETE`: the usual rights of a subject. */
export function crudRights(subject: CrudSubject): CrudRights {
  const key = (action: CrudAction): PermissionKey => {
    const wanted = `${subject}_${action}`;
    // CrudSubject already promises it; the catalogue says so at run time too.
    if (!isPermissionKey(wanted)) throw new Error(`No permission key ${wanted}`);
    return wanted;
  };
  return {
    view: key(CRUD_ACTIONS.view),
    add: key(CRUD_ACTIONS.add),
    edit: key(CRUD_ACTIONS.edit),
    delete: key(CRUD_ACTIONS.delete),
  };
}

/** What a domain's reader makes of a body: the fields sent, and `validator.*` errors by field. */
export interface PayloadRead<P> {
  payload: Partial<P>;
  errors: Record<string, string[]> | null;
}

/** A list query read from the URL: which of the owner's records, in which order, which page. */
export interface ListQuery<R> {
  filter: (record: R) => boolean;
  compare: (a: R, b: R) => number;
  page: PageParams;
}

/** What the helper gives a new record: its id and its dates. */
export interface Stamp {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** What both variants are told: the records, the rights, the domain's reading and rules. */
export interface CrudSpec<R extends Stamp, P, Out extends JsonBodyType> {
  /** `api/crew-member`: the list at the path, one record at `{path}/{id}`. */
  path: string;
  /** The collection, read at each request (a reset replaces it). Writes change it in place. */
  records: () => R[];
  /** Only a seller organization owns such records: 403 to a buyer. */
  sellerOnly?: boolean;
  rights: CrudRights;
  /** The 404's message: another owner's record is as absent as a deleted one. */
  notFound: string;
  /** The output mapping: the API shape of a record. */
  toApi: (record: R) => Out;
  /** `key`: the page's list field (`crewMembers`); `query`: the URL's filters, or its 400. */
  list: {
    key: string;
    query: (params: URLSearchParams, scope: CrudScope) => ListQuery<R> | Response;
  };
  /** The body's fields, all of them when not `partial` (POST), those sent otherwise (PATCH). */
  read: (body: JsonObject, partial: boolean, scope: CrudScope) => PayloadRead<P>;
  /** The new record (owner set), or the 400 of an incomplete payload or a business rule. */
  create: (payload: Partial<P>, scope: CrudScope, stamp: Stamp) => R | Response;
  /** The changed record, or the 400 of a business rule; the helper dates it. */
  update: (record: R, payload: Partial<P>, scope: CrudScope) => R | Response;
  /** A record that may be neither changed nor deleted says why (400) before its body is read. */
  locked?: (record: R) => Response | null;
  /** Stores a new or changed record (default: appended, or replaced where it was). */
  save?: (record: R) => void;
  /** What goes with a deleted record (the records that belong to it). */
  deleted?: (record: R) => void;
}

export interface OwnedCrud<
  R extends Stamp & Record<K, number>,
  K extends string,
  P,
  Out extends JsonBodyType,
> extends CrudSpec<R, P, Out> {
  /** The record's owner: the selected organization's id. */
  ownerKey: K;
}

/** The selected organization with the right there (a seller when asked), or 401/403. */
function scopeFor(
  request: Request,
  right: PermissionKey,
  sellerOnly = false,
): CrudScope | Response {
  const auth = authorize(request, right);
  if (auth instanceof Response) return auth;
  const organization = auth.organization;
  if (!organization || (sellerOnly && !organization.seller)) return forbidden();
  return { ownerId: organization.id, userId: auth.user.id };
}

/**
 * The five handlers of an organization's own records (list, read, create, update, delete): each
 * checks its verb's right, finds records among the selected organization's only, reads the
 * body with the domain's reader (400 with field errors) and answers the domain's API shape.
 * `locate` serves a domain's further routes on one record (`{path}/{id}/refresh-calendar`).
 */
export function ownedCrud<
  R extends Stamp & Record<K, number>,
  K extends string,
  P,
  Out extends JsonBodyType,
>(spec: OwnedCrud<R, K, P, Out>) {
  return crudHandlers(spec, (scope) => (record) => record[spec.ownerKey] === scope.ownerId);
}

/**
 * The same five handlers over records nobody owns: the operator's (attributes, categories, the
 * aircraft catalogue). Every record is seen by whoever has the verb's right in the selected
 * organization; the rights, the 400s and the 404s are checked as `ownedCrud` checks them.
 */
export function unownedCrud<R extends Stamp, P, Out extends JsonBodyType>(
  spec: CrudSpec<R, P, Out>,
) {
  return crudHandlers(spec, () => () => true);
}

function crudHandlers<R extends Stamp, P, Out extends JsonBodyType>(
  spec: CrudSpec<R, P, Out>,
  owns: (scope: CrudScope) => (record: R) => boolean,
) {
  function locate(request: Request, rawId: unknown, verb: keyof CrudRights) {
    const scope = scopeFor(request, spec.rights[verb], spec.sellerOnly);
    if (scope instanceof Response) return scope;
    const id = typeof rawId === 'string' ? idParam(rawId) : null;
    const record = spec.records().find((r) => r.id === id && owns(scope)(r));
    return record ? { scope, record } : notFound(spec.notFound);
  }

  async function payloadOf(request: Request, partial: boolean, scope: CrudScope) {
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = spec.read(body, partial, scope);
    return errors ? badRequest(errors) : payload;
  }

  const save =
    spec.save ??
    ((record: R) => {
      const records = spec.records();
      const at = records.findIndex((r) => r.id === record.id);
      if (at < 0) records.push(record);
      else records[at] = record;
    });

  const handlers: HttpHandler[] = [
    http.get(`*/${spec.path}`, ({ request }) => {
      const scope = scopeFor(request, spec.rights.view, spec.sellerOnly);
      if (scope instanceof Response) return scope;
      const query = spec.list.query(new URL(request.url).searchParams, scope);
      if (query instanceof Response) return query;
      const found = spec
        .records()
        .filter((r) => owns(scope)(r) && query.filter(r))
        .sort(query.compare);
      const items = paginate(found, query.page).map(spec.toApi);
      return HttpResponse.json({ [spec.list.key]: items, totalItems: found.length });
    }),

    http.get(`*/${spec.path}/:id`, ({ request, params }) => {
      const found = locate(request, params.id, 'view');
      return found instanceof Response ? found : HttpResponse.json(spec.toApi(found.record));
    }),

    http.post(`*/${spec.path}`, async ({ request }) => {
      const scope = scopeFor(request, spec.rights.add, spec.sellerOnly);
      if (scope instanceof Response) return scope;
      const payload = await payloadOf(request, false, scope);
      if (payload instanceof Response) return payload;
      const stamp = now().toISOString();
      const id = nextId(spec.records());
      const record = spec.create(payload, scope, { id, createdAt: stamp, updatedAt: stamp });
      if (record instanceof Response) return record;
      save(record);
      return HttpResponse.json(spec.toApi(record), { status: 201 });
    }),

    http.patch(`*/${spec.path}/:id`, async ({ request, params }) => {
      const found = locate(request, params.id, 'edit');
      if (found instanceof Response) return found;
      const locked = spec.locked?.(found.record);
      if (locked) return locked;
      const payload = await payloadOf(request, true, found.scope);
      if (payload instanceof Response) return payload;
      const changed = spec.update(found.record, payload, found.scope);
      if (changed instanceof Response) return changed;
      // Raised by every write: a version a screen names back (a cancellation policy's, issue 27).
      const updated: R = { ...changed, updatedAt: stampAfter(found.record.updatedAt) };
      save(updated);
      return HttpResponse.json(spec.toApi(updated));
    }),

    http.delete(`*/${spec.path}/:id`, ({ request, params }) => {
      const found = locate(request, params.id, 'delete');
      if (found instanceof Response) return found;
      const locked = spec.locked?.(found.record);
      if (locked) return locked;
      const records = spec.records();
      records.splice(records.indexOf(found.record), 1);
      spec.deleted?.(found.record);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, locate };
}
