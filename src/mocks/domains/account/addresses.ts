import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import type { Address, AddressPage, AddressPayload } from '../../../entities/account/contract';
import {
  QueryReader,
  VALIDATOR,
  badRequest,
  folded,
  forbidden,
  idParam,
  isCountryCode,
  notFound,
  paginate,
  readJson,
  type JsonObject,
  TEXT_MAX,
  lengthErrors,
} from '../../api';
import { can, membershipOf, requireUser } from '../../auth';
import { db, nextId, now } from '../../db';
import { defaultAddressId } from './defaultAddress';
import type { AddressRecord } from './records';

export const ADDRESS_NOT_FOUND = 'errors.address_not_found';

export function toAddress({
  organizationId: _o,
  createdAt: _c,
  ...address
}: AddressRecord): Address {
  return { ...address, address: { ...address.address } };
}

/** The organization of the path, when the user belongs to it (or is a platform operator). */
function organizationOf(request: Request, raw: unknown): number | Response {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const id = typeof raw === 'string' ? idParam(raw) : null;
  const organization = db.organizations.find((o) => o.id === id);
  if (!organization) return notFound('errors.organization_not_found');
  if (!membershipOf(user, organization.id) && !can(user, null, 'OPERATOR_ORGANIZATION_EDIT')) {
    return forbidden();
  }
  return organization.id;
}

function findAddress(organizationId: number, raw: unknown): AddressRecord | undefined {
  const id = typeof raw === 'string' ? idParam(raw) : null;
  return db.addresses.find((a) => a.id === id && a.organizationId === organizationId);
}

function str(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Reads an AddressPayload; errors use the form's paths (`address.city`). */
const ADDRESS_TEXT_LIMITS = {
  name: TEXT_MAX.name,
  'address.address': TEXT_MAX.address,
  'address.complementaryAddress': TEXT_MAX.address,
  'address.postalCode': TEXT_MAX.code,
  'address.city': TEXT_MAX.name,
};

export function readAddressPayload(
  body: JsonObject,
): { payload: AddressPayload; errors: null } | { payload: null; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const nested: JsonObject =
    typeof body.address === 'object' && body.address !== null && !Array.isArray(body.address)
      ? (body.address as JsonObject)
      : {};
  const name = str(body, 'name');
  if (!name) errors.name = [VALIDATOR.required];
  for (const key of ['address', 'postalCode', 'city'] as const) {
    if (!str(nested, key)) errors[`address.${key}`] = [VALIDATOR.required];
  }
  const countryCode = str(nested, 'countryCode')?.toUpperCase() ?? '';
  if (!isCountryCode(countryCode)) errors['address.countryCode'] = [VALIDATOR.country];
  Object.assign(errors, lengthErrors(body, ADDRESS_TEXT_LIMITS));
  if (Object.keys(errors).length > 0) return { payload: null, errors };
  const complement = str(nested, 'complementaryAddress') ?? '';
  const nestedId = typeof nested.id === 'number' ? nested.id : undefined;
  return {
    errors: null,
    payload: {
      name: name ?? '',
      isDefault: body.isDefault === true,
      address: {
        ...(nestedId === undefined ? {} : { id: nestedId }),
        address: str(nested, 'address') ?? '',
        complementaryAddress: complement === '' ? null : complement,
        postalCode: str(nested, 'postalCode') ?? '',
        city: str(nested, 'city') ?? '',
        countryCode,
      },
    },
  };
}

/** Exactly one default per organization (when it has any address). */
function keepOneDefault(organizationId: number, preferredId: number | null): void {
  const own = db.addresses.filter((a) => a.organizationId === organizationId);
  const chosen = defaultAddressId(own, preferredId);
  for (const address of own) address.isDefault = address.id === chosen;
}

function nextNestedId(): number {
  return db.addresses.reduce((max, a) => Math.max(max, a.address.id), 100) + 1;
}

/** The organization's address book (spec section 3 "Address"), default rule enforced. */
export const addressHandlers = [
  apiHttp.get('/api/organization/{organizationId}/addresses', ({ request, params }) => {
    const organizationId = organizationOf(request, params.organizationId);
    if (organizationId instanceof Response) return organizationId;
    const query = new QueryReader(new URL(request.url).searchParams);
    const search = query.text('searchQuery');
    const page = query.page();
    if (query.failed()) return query.badRequest();
    const wanted = search ? folded(search) : null;
    const found = db.addresses
      .filter((a) => a.organizationId === organizationId)
      .filter(
        (a) =>
          wanted === null ||
          [a.name, a.address.address, a.address.city, a.address.postalCode].some((field) =>
            folded(field).includes(wanted),
          ),
      )
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));
    const body: AddressPage = {
      addresses: paginate(found, page).map(toAddress),
      totalItems: found.length,
    };
    return HttpResponse.json(body);
  }),

  apiHttp.post('/api/organization/{organizationId}/addresses', async ({ request, params }) => {
    const organizationId = organizationOf(request, params.organizationId);
    if (organizationId instanceof Response) return organizationId;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readAddressPayload(body);
    if (errors) return badRequest(errors);
    const record: AddressRecord = {
      id: nextId(db.addresses),
      organizationId,
      name: payload.name,
      isDefault: payload.isDefault,
      address: { ...payload.address, id: nextNestedId() },
      createdAt: now().toISOString(),
    };
    db.addresses.push(record);
    keepOneDefault(organizationId, record.isDefault ? record.id : null);
    return HttpResponse.json(toAddress(record), { status: 201 });
  }),

  apiHttp.patch(
    '/api/organization/{organizationId}/addresses/{id}',
    async ({ request, params }) => {
      const organizationId = organizationOf(request, params.organizationId);
      if (organizationId instanceof Response) return organizationId;
      const record = findAddress(organizationId, params.id);
      if (!record) return notFound(ADDRESS_NOT_FOUND);
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const { payload, errors } = readAddressPayload(body);
      if (errors) return badRequest(errors);
      // The nested address keeps its id: a payload naming another one is refused.
      if (payload.address.id !== undefined && payload.address.id !== record.address.id) {
        return badRequest({ 'address.id': [VALIDATOR.choice] });
      }
      record.name = payload.name;
      record.address = { ...payload.address, id: record.address.id };
      // Unchecking the default is ignored: the book always has one default.
      if (payload.isDefault) keepOneDefault(organizationId, record.id);
      return HttpResponse.json(toAddress(record));
    },
  ),

  apiHttp.delete('/api/organization/{organizationId}/addresses/{id}', ({ request, params }) => {
    const organizationId = organizationOf(request, params.organizationId);
    if (organizationId instanceof Response) return organizationId;
    const record = findAddress(organizationId, params.id);
    if (!record) return notFound(ADDRESS_NOT_FOUND);
    db.addresses = db.addresses.filter((a) => a.id !== record.id);
    keepOneDefault(organizationId, null);
    return new HttpResponse(null, { status: 204 });
  }),
];
