import { http, HttpResponse } from 'msw';
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPOLOGIES,
  type Organization,
  type OrganizationPage,
} from '../../../lib/api/organizations.types';
import { QueryReader, folded, forbidden, idParam, notFound, paginate } from '../../api';
import { authorize, can } from '../../auth';
import { db } from '../../db';
import type { OrganizationRecord } from './records';

export const ORGANIZATION_NOT_FOUND = 'errors.organization_not_found';

/** The API shape: the stored record carries more than the list shows. */
export function toOrganization(record: OrganizationRecord): Organization {
  const { id, legalName, buyer, seller, organizationTypology, countryCode, organizationStatus } =
    record;
  return { id, legalName, buyer, seller, organizationTypology, countryCode, organizationStatus };
}

function listFilter(query: QueryReader): (record: OrganizationRecord) => boolean {
  const search = query.text('searchQuery');
  const wanted = search === undefined ? undefined : folded(search);
  const buyer = query.boolean('buyer');
  const seller = query.boolean('seller');
  const typology = query.oneOf('organizationTypology', ORGANIZATION_TYPOLOGIES);
  const status = query.oneOf('organizationStatus', ORGANIZATION_STATUSES);
  return (record) =>
    (wanted === undefined || folded(record.legalName).includes(wanted)) &&
    (buyer === undefined || record.buyer === buyer) &&
    (seller === undefined || record.seller === seller) &&
    (typology === undefined || record.organizationTypology === typology) &&
    (status === undefined || record.organizationStatus === status);
}

export const organizationHandlers = [
  http.get('*/api/organization', ({ request }) => {
    const auth = authorize(request, 'OPERATOR_ORGANIZATION_VIEW');
    if (auth instanceof Response) return auth;
    const query = new QueryReader(new URL(request.url).searchParams);
    const matches = listFilter(query);
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const found = db.organizations
      .filter(matches)
      .sort((a, b) => a.legalName.localeCompare(b.legalName));
    const body: OrganizationPage = {
      organizations: paginate(found, page).map(toOrganization),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
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
