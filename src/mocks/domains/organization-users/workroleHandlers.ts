import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { WorkrolePage } from '../../../entities/organization/contract';
import { QueryReader, apiError, badRequest, folded, notFound, paginate, readJson } from '../../api';
import { db, nextId } from '../../db';
import type { Workrole } from '../auth';
import { organizationAccess } from './access';
import { readRights } from './rights';
import {
  WORKROLE_IN_USE,
  WORKROLE_NOT_FOUND,
  WORKROLE_READ_ONLY,
  findWorkrole,
  isTemplate,
  readWorkroleName,
  toWorkrole,
  workrolesOf,
} from './workroles';

/** The organization's workroles: platform templates it may give (read-only) and its own. */
export const workroleHandlers = [
  apiHttp.get(
    '/api/organization-configuration/{organizationId}/workrole',
    ({ request, params }) => {
      const access = organizationAccess(request, params.organizationId, 'VIEW');
      if (access instanceof Response) return access;
      const query = new QueryReader(new URL(request.url).searchParams);
      const search = query.text('searchQuery');
      const page = query.page(100);
      if (query.failed()) return query.badRequest();
      const wanted = search === undefined ? undefined : folded(search);
      const found = workrolesOf(access.organization)
        .filter((w) => wanted === undefined || folded(w.name).includes(wanted))
        .sort(
          (a, b) => Number(isTemplate(b)) - Number(isTemplate(a)) || a.name.localeCompare(b.name),
        );
      const body: WorkrolePage = {
        workroles: paginate(found, page).map((w) => toWorkrole(w, access.organization.id)),
        totalItems: found.length,
      };
      return HttpResponse.json(body);
    },
  ),

  apiHttp.get(
    '/api/organization-configuration/{organizationId}/workrole/{id}',
    ({ request, params }) => {
      const access = organizationAccess(request, params.organizationId, 'VIEW');
      if (access instanceof Response) return access;
      const workrole = findWorkrole(access.organization, params.id);
      return workrole
        ? HttpResponse.json(toWorkrole(workrole, access.organization.id))
        : notFound(WORKROLE_NOT_FOUND);
    },
  ),

  apiHttp.post(
    '/api/organization-configuration/{organizationId}/workrole',
    async ({ request, params }) => {
      const access = organizationAccess(request, params.organizationId, 'ADD');
      if (access instanceof Response) return access;
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const { name, errors: nameErrors } = readWorkroleName(body, access.organization, false);
      const { rights, errors: rightErrors } = readRights(body.rights ?? []);
      const errors = { ...nameErrors, ...rightErrors };
      if (Object.keys(errors).length > 0 || name === undefined) return badRequest(errors);
      const workrole: Workrole = {
        id: nextId(db.workroles),
        code: `organization_${access.organization.id}_${nextId(db.workroles)}`,
        name,
        side: 'any',
        rights: rights ?? [],
        organizationId: access.organization.id,
      };
      db.workroles.push(workrole);
      return HttpResponse.json(toWorkrole(workrole, access.organization.id), { status: 201 });
    },
  ),

  apiHttp.patch(
    '/api/organization-configuration/{organizationId}/workrole/{id}',
    async ({ request, params }) => {
      const access = organizationAccess(request, params.organizationId, 'EDIT');
      if (access instanceof Response) return access;
      const workrole = findWorkrole(access.organization, params.id);
      if (!workrole) return notFound(WORKROLE_NOT_FOUND);
      if (isTemplate(workrole)) return apiError(400, WORKROLE_READ_ONLY);
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const named = readWorkroleName(body, access.organization, true, workrole.id);
      const { rights, errors: rightErrors } = readRights(body.rights);
      const errors = { ...named.errors, ...rightErrors };
      if (Object.keys(errors).length > 0) return badRequest(errors);
      // Members keep the rights they hold: a workrole predefines, it does not follow them.
      const updated: Workrole = {
        ...workrole,
        name: named.name ?? workrole.name,
        rights: rights ?? workrole.rights,
      };
      db.workroles = db.workroles.map((w) => (w.id === updated.id ? updated : w));
      return HttpResponse.json(toWorkrole(updated, access.organization.id));
    },
  ),

  apiHttp.delete(
    '/api/organization-configuration/{organizationId}/workrole/{id}',
    ({ request, params }) => {
      const access = organizationAccess(request, params.organizationId, 'DELETE');
      if (access instanceof Response) return access;
      const workrole = findWorkrole(access.organization, params.id);
      if (!workrole) return notFound(WORKROLE_NOT_FOUND);
      if (isTemplate(workrole)) return apiError(400, WORKROLE_READ_ONLY);
      if (db.organizationUsers.some((m) => m.workroleId === workrole.id)) {
        return apiError(400, WORKROLE_IN_USE);
      }
      db.workroles = db.workroles.filter((w) => w.id !== workrole.id);
      return new HttpResponse(null, { status: 204 });
    },
  ),
];
