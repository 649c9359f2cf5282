import { http, HttpResponse } from 'msw';
import { booleanParam, forbidden, idParam, notFound, pageParams, paginate } from '../api';
import { authorize, can } from '../auth';
import { db } from '../db';
import type { Organization, OrganizationRecord } from '../db';

export const ORGANIZATION_NOT_FOUND = 'errors.organization_not_found';

/** The API shape: the stored record carries more than the list shows. */
export function toOrganization(record: OrganizationRecord): Organization {
  const { id, legalName, buyer, seller, organizationTypology, countryCode, organizationStatus } =
    record;
  return { id, legalName, buyer, seller, organizationTypology, countryCode, organizationStatus };
}

function matches(record: OrganizationRecord, params: URLSearchParams): boolean {
  const search = params.get('searchQuery')?.trim().toLowerCase();
  if (search && !record.legalName.toLowerCase().includes(search)) return false;
  const buyer = booleanParam(params, 'buyer');
  if (buyer !== undefined && record.buyer !== buyer) return false;
  const seller = booleanParam(params, 'seller');
  if (seller !== undefined && record.seller !== seller) return false;
  const typology = params.get('organizationTypology');
  if (typology && record.organizationTypology !== typology) return false;
  const status = params.get('organizationStatus');
  if (status && record.organizationStatus !== status) return false;
  return true;
}

export const organizationHandlers = [
  http.get('*/api/organization', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_ORGANIZATION_VIEW');
    if (auth instanceof Response) return auth;
    const params = new URL(request.url).searchParams;
    const found = db.organizations
      .filter((record) => matches(record, params))
      .sort((a, b) => a.legalName.localeCompare(b.legalName));
    return HttpResponse.json({
      organizations: paginate(found, pageParams(params)).map(toOrganization),
      totalItems: found.length,
    });
  }),

  http.get('*/api/organization/:id', ({ request, params }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const id = idParam(params.id);
    const record = id === null ? undefined : db.organizations.find((o) => o.id === id);
    const operator = can(auth.user, auth.organization, 'OPERATOR_ORGANIZATION_VIEW');
    // Only operators may learn that an id does not exist; others get 403 either way.
    if (!record) return operator ? notFound(ORGANIZATION_NOT_FOUND) : forbidden();
    // Members read their own organization with their rights there.
    if (!operator && !can(auth.user, record, 'ORGANIZATION_ACCOUNT_VIEW')) return forbidden();
    return HttpResponse.json(toOrganization(record));
  }),
];
