import { expect } from 'vitest';
import type { ServicePayload } from '../../../entities/service/contract';
import { call, login } from '../../testing';
import { CATEGORY } from '../shop';

/** Shared helpers of the catalogue domain's tests. */
export const RIVIERA = 2;
export const AZUR = 3;
export const PLATFORM = 4;
export const LEMAN = 7;
export const LFMN = 4;
export const LSGG = 18;

export interface Session {
  token: string;
  organizationId?: number;
}

export async function as(email: string, organizationId?: number): Promise<Session> {
  const token = (await login(email)).token;
  return organizationId === undefined ? { token } : { token, organizationId };
}

export const seller = () => as('seller@demo.aero', RIVIERA);
export const leman = () => as('anna.keller@leman-hangars.ch', LEMAN);
export const operator = () => as('operator@demo.aero', PLATFORM);
export const buyer = () => as('buyer@demo.aero', 1);

export function send(
  session: Session | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return call(method, path, { ...(session ?? {}), ...(body !== undefined && { body }) });
}

export async function json<T>(response: Response, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect({ status: response.status, body }).toMatchObject({ status });
  return body as T;
}

/**
 * The operator validates or refuses a service as its page would: naming the version
 * (`updatedAt`) it reads now. `extra` adds to the body (a refusal's reason).
 */
export async function operatorDecision(
  id: number,
  action: 'validate' | 'refuse',
  extra: Record<string, unknown> = {},
): Promise<Response> {
  const session = await operator();
  const seen = await json<{ updatedAt: string }>(
    await send(session, 'GET', `api/operator/product/${id}`),
  );
  return send(session, 'PATCH', `api/product/${id}/${action}`, {
    updatedAt: seen.updatedAt,
    ...extra,
  });
}

/** The errors of a 400 in the API's error shape. */
export async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  return (await json<{ message: string; errors: Record<string, string[]> }>(response, 400)).errors;
}

/** A valid new service of Riviera Jet Centre at Nice. */
export function newService(overrides: Partial<ServicePayload> = {}): ServicePayload {
  return {
    typology: 'service',
    status: 'active',
    visible: true,
    information: {
      name: { en: 'Aircraft interior cleaning', fr: 'Nettoyage intérieur de l’avion' },
      description: { en: 'Cabin vacuuming and galley cleaning.', fr: '' },
      categoryIds: [CATEGORY.groundHandling],
      attributes: [],
      characteristics: [],
    },
    pricing: {
      pricingType: 'unit_price',
      unitPrice: 300,
      priceSlices: [],
      unit: 'unit',
      vatRate: 20,
      ecotax: 0,
      discountRate: 0,
      minQuantity: 1,
      maxQuantity: null,
      saleMode: 'direct',
      options: [],
      fuelType: null,
    },
    availability: { availableFrom: null, availableTo: null },
    capacity: null,
    airportIds: [LFMN],
    packages: null,
    ...overrides,
  };
}

/** A Léman Hangars hangar at Geneva (capacity tab), for the slice and footprint rules. */
export function hangar(overrides: Partial<ServicePayload> = {}): ServicePayload {
  return newService({
    typology: 'hangar',
    information: { ...newService().information, categoryIds: [CATEGORY.hangarParking] },
    pricing: {
      ...newService().pricing,
      pricingType: 'price_per_slice',
      unit: 'slice_night',
      priceSlices: [
        { places: 10, unitPrice: 100 },
        { places: 4, unitPrice: 120 },
      ],
    },
    capacity: { count: 'slices', total: 10, sliceAreaM2: 150, footprint: null },
    airportIds: [LSGG],
    ...overrides,
  });
}

/** The names of a seller's products the shop offers at Nice (a buyer's view). */
export async function shopNames(sellerId: number, airportId = LFMN): Promise<string[]> {
  const response = await send(
    await buyer(),
    'GET',
    `api/shop/providers/${sellerId}?airportId=${airportId}&currency=EUR`,
  );
  if (response.status === 404) return [];
  const body = await json<{ products: { name: string }[] }>(response);
  return body.products.map((product) => product.name);
}
