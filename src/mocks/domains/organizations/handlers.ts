import { HttpResponse, type JsonBodyType } from 'msw';
import { apiHttp } from '../../api/http';
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPOLOGIES,
  type Airport,
  type Organization,
  type OrganizationAirports,
  type OrganizationPage,
} from '../../../entities/organization/contract';
import {
  QueryReader,
  VALIDATOR,
  apiError,
  badRequest,
  folded,
  idParam,
  paginate,
  readJson,
  readJsonOrEmpty,
  type JsonObject,
  TEXT_MAX,
  lengthErrors,
} from '../../api';
import { authorize, membershipOf, revokeUserTokens } from '../../auth';
import { db } from '../../db';
import { airportByIcao, matchingAirports } from '../airports';
import { offerLimitRefusal } from '../offers';
import { appLink, sendTemplatedMail } from '../mail';
import type { AirportDetails } from '../../../entities/airport/contract';
import { organizationAccess, ORGANIZATION_NOT_FOUND } from './access';
import type { OrganizationRecord } from './records';
import type { FieldErrors } from './checker';
import { applyEmergencyContact, toEmergencyContact } from './emergencyContact';
import { applyInvoiceConfiguration, toInvoiceConfiguration } from './invoiceConfiguration';
import {
  applyInfos,
  applyLegal,
  applyPresentation,
  toInfos,
  toLegal,
  toPresentation,
} from './sections';
import { ORG } from './seed';
import { airportsInUse } from './airportUsage';
import { seenVatRefusal } from './vatIdentity';

export { ORGANIZATION_NOT_FOUND };
export const AIRPORT_ATTACHED_TO_PRODUCTS = 'errors.airport_attached_to_products';
export const PLATFORM_NOT_DELETABLE = 'errors.platform_organization_not_deletable';
export const ORGANIZATION_NOT_AWAITING_VALIDATION = 'errors.organization_not_awaiting_validation';

/** Tells the organization's active admins (and its emergency contact) it may now trade. */
function mailValidated(request: Request, record: OrganizationRecord): void {
  const admins = db.organizationUsers
    .filter((m) => m.organizationId === record.id && m.role === 'admin' && m.status === 'active')
    .flatMap((m) => db.users.filter((u) => u.id === m.userId && u.status === 'active'))
    .map((u) => u.email.toLowerCase());
  const contact = record.emergencyContact?.email?.toLowerCase();
  const recipients = new Set([...admins, ...(contact ? [contact] : [])]);
  for (const to of recipients) {
    sendTemplatedMail({
      event: 'organization_validated',
      kind: 'notification',
      to,
      values: { organizationName: record.commercialName },
      links: [{ label: 'Open the marketplace', url: appLink(request, '/') }],
    });
  }
}

/** The API shape: the stored record carries more than the list shows. */
export function toOrganization(record: OrganizationRecord): Organization {
  const { id, legalName, buyer, seller, organizationTypology, countryCode, organizationStatus } =
    record;
  const summary = { id, legalName, buyer, seller, organizationTypology, countryCode };
  // Why it waits, only while it waits for that reason (the shell's notice says it).
  const validationReason =
    organizationStatus === 'awaiting_validation' ? record.validationReason : undefined;
  return validationReason
    ? { ...summary, organizationStatus, validationReason }
    : { ...summary, organizationStatus };
}

function listFilter(query: QueryReader): (record: OrganizationRecord) => boolean {
  const search = query.text('searchQuery');
  const wanted = search === undefined ? undefined : folded(search);
  const buyer = query.boolean('buyer');
  const seller = query.boolean('seller');
  const typology = query.oneOf('organizationTypology', ORGANIZATION_TYPOLOGIES);
  const status = query.oneOf('organizationStatus', ORGANIZATION_STATUSES);
  const country = query.text('countryCode')?.toUpperCase();
  return (record) =>
    (wanted === undefined ||
      folded(record.legalName).includes(wanted) ||
      folded(record.commercialName).includes(wanted)) &&
    (buyer === undefined || record.buyer === buyer) &&
    (seller === undefined || record.seller === seller) &&
    (typology === undefined || record.organizationTypology === typology) &&
    (status === undefined || record.organizationStatus === status) &&
    (country === undefined || record.countryCode === country);
}

/** The texts of each profile section and their maxima, as the forms have them. */
const { name: NAME, address: ADDRESS, code: CODE, email: EMAIL, url: URL_MAX } = TEXT_MAX;
type SectionName =
  'infos' | 'legal' | 'presentation' | 'emergency-contact' | 'invoice-configuration';
const SECTION_TEXT_LIMITS: Partial<Record<SectionName, Record<string, number>>> = {
  infos: {
    legalName: NAME,
    commercialName: NAME,
    'headOffice.address': ADDRESS,
    'headOffice.complementaryAddress': ADDRESS,
    'headOffice.postalCode': CODE,
    'headOffice.city': NAME,
    phone: CODE,
    email: EMAIL,
    webSiteUrl: URL_MAX,
  },
  legal: {
    vatNumber: CODE,
    companyRegistrationNumber: CODE,
    legalForm: NAME,
    businessActivityCode: CODE,
  },
  presentation: {
    'description.en': TEXT_MAX.description,
    'description.fr': TEXT_MAX.description,
    servicesSummary: TEXT_MAX.description,
  },
  'emergency-contact': { email: EMAIL, jobTitle: NAME },
};

/**
 * GET and PATCH of one profile section: read it, or validate the body and store it. The five
 * sections share these handlers, so the body is a plain Response (its shape is the section's).
 */
function section<T extends JsonBodyType>(
  name: SectionName,
  read: (record: OrganizationRecord) => T,
  apply: (record: OrganizationRecord, body: JsonObject) => FieldErrors | null,
) {
  return [
    apiHttp.get(`/api/organization/{id}/${name}`, ({ request, params }) => {
      const access = organizationAccess(request, params.id, 'view');
      if (access instanceof Response) return access;
      return Response.json(read(access.record));
    }),
    apiHttp.patch(`/api/organization/{id}/${name}`, async ({ request, params }) => {
      const access = organizationAccess(request, params.id, 'edit');
      if (access instanceof Response) return access;
      const body = await readJson(request);
      if (body instanceof Response) return body;
      // Validate on a copy: a refused body changes nothing.
      const draft = structuredClone(access.record);
      const errors = lengthErrors(body, SECTION_TEXT_LIMITS[name] ?? {}) ?? apply(draft, body);
      if (errors) return badRequest(errors);
      Object.assign(access.record, draft);
      return Response.json(read(access.record));
    }),
  ];
}

/** The catalogue's airport as this domain's contract names it. */
function toAirport({ icao, iata, name, city, countryCode }: AirportDetails): Airport {
  return { icao, iata, name, city, countryCode };
}

function toAirports(record: OrganizationRecord): OrganizationAirports {
  return {
    airports: record.airportIcaos.flatMap((icao) => {
      const airport = airportByIcao(icao);
      return airport ? [toAirport(airport)] : [];
    }),
  };
}

export const organizationHandlers = [
  apiHttp.get('/api/organization', ({ request }) => {
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

  apiHttp.get('/api/organization/{id}', ({ request, params }) => {
    // Every member reads its own organization's summary (its status says whether it may trade).
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const id = idParam(params.id);
    const own = id !== null && membershipOf(auth.user, id) !== undefined;
    const record = own ? db.organizations.find((o) => o.id === id) : undefined;
    if (record) return HttpResponse.json(toOrganization(record));
    const access = organizationAccess(request, params.id, 'view');
    if (access instanceof Response) return access;
    return HttpResponse.json(toOrganization(access.record));
  }),

  // An operator validates an organization awaiting it: it may buy and sell from now on.
  // It names the VAT number the operator saw (issue 27): a newer one is 409, the tab reloads.
  apiHttp.patch('/api/organization/{id}/validate', async ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_ORGANIZATION_EDIT');
    if (auth instanceof Response) return auth;
    const access = organizationAccess(request, params.id, 'edit');
    if (access instanceof Response) return access;
    const body = await readJsonOrEmpty(request);
    if (body instanceof Response) return body;
    const stale = seenVatRefusal(access.record, body);
    if (stale) return stale;
    if (access.record.organizationStatus !== 'awaiting_validation') {
      return apiError(400, ORGANIZATION_NOT_AWAITING_VALIDATION);
    }
    access.record.organizationStatus = 'active';
    access.record.validationReason = null;
    mailValidated(request, access.record);
    return HttpResponse.json(toOrganization(access.record));
  }),

  ...section('infos', toInfos, applyInfos),
  ...section('legal', toLegal, applyLegal),
  ...section('presentation', toPresentation, applyPresentation),
  ...section('emergency-contact', toEmergencyContact, applyEmergencyContact),
  ...section('invoice-configuration', toInvoiceConfiguration, applyInvoiceConfiguration),

  apiHttp.get('/api/organization/{id}/airports', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'view');
    if (access instanceof Response) return access;
    return HttpResponse.json(toAirports(access.record));
  }),

  apiHttp.patch('/api/organization/{id}/airports', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'edit');
    if (access instanceof Response) return access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const raw = body.airportIcaos;
    if (!Array.isArray(raw) || !raw.every((icao) => typeof icao === 'string')) {
      return badRequest({ airportIcaos: [VALIDATOR.required] });
    }
    const icaos = [...new Set(raw.map((icao: string) => icao.trim().toUpperCase()))];
    const unknown = icaos.filter((icao) => !airportByIcao(icao));
    if (unknown.length > 0) return badRequest({ airportIcaos: [VALIDATOR.choice] });
    const before = access.record.airportIcaos.length;
    const limited = offerLimitRefusal(access.record.id, 'maxAirports', before, icaos.length);
    if (limited) return badRequest({ airportIcaos: [limited] });
    const removed = access.record.airportIcaos.filter((icao) => !icaos.includes(icao));
    const inUse = airportsInUse(access.record.id);
    if (removed.some((icao) => inUse.includes(icao))) {
      return apiError(400, AIRPORT_ATTACHED_TO_PRODUCTS);
    }
    access.record.airportIcaos = icaos;
    return HttpResponse.json(toAirports(access.record));
  }),

  apiHttp.delete('/api/organization/{id}/delete', ({ request, params }) => {
    const auth = authorize(request, 'OPERATOR_ORGANIZATION_DELETE');
    if (auth instanceof Response) return auth;
    const access = organizationAccess(request, params.id, 'edit');
    if (access instanceof Response) return access;
    if (access.record.id === ORG.platform) return apiError(400, PLATFORM_NOT_DELETABLE);
    db.organizations = db.organizations.filter((o) => o.id !== access.record.id);
    // Its people lose their membership; a user left with none cannot act any more.
    const memberships = db.organizationUsers.filter((m) => m.organizationId === access.record.id);
    db.organizationUsers = db.organizationUsers.filter(
      (m) => m.organizationId !== access.record.id,
    );
    for (const membership of memberships) {
      if (!db.organizationUsers.some((m) => m.userId === membership.userId)) {
        revokeUserTokens(membership.userId);
      }
    }
    return new HttpResponse(null, { status: 204 });
  }),

  /** The airport catalogue the airports tab searches (ICAO, IATA, name or city). */
  apiHttp.get('/api/airport-search', ({ request }) => {
    const auth = authorize(request);
    if (auth instanceof Response) return auth;
    const query = new URL(request.url).searchParams.get('searchQuery') ?? '';
    return HttpResponse.json({ airports: matchingAirports(query).slice(0, 20).map(toAirport) });
  }),
];
