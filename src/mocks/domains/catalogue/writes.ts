/**
 * The validation flow (DECISIONS.md "Catalogue"): a new service, or a change to what a buyer gets
 * or pays (information, pricing with its unit and VAT, capacity, package contents), is a draft
 * awaiting validation while the version on sale stays in the shop; validating writes the draft
 * onto one shop product per airport (ids stable per service and airport); refusing keeps the
 * draft and the reason the seller sees. Availability and taking-charge addresses apply at once,
 * to the draft and to the products on sale alike, as status, visibility and airports do.
 */
import type { ServiceTypology } from '../../../entities/service/contract';
import { db, nextId, now } from '../../db';
import type { ProductContent, ShopProductRecord } from '../shop';
import { currentContent, productsOf, validatedContent } from './content';
import type { ServiceRecord } from './records';
import type { ServiceValues } from './validation';

type TabChange = Partial<ProductContent>;

/**
 * The content fields a body's tabs set: what changes what a buyer gets or pays waits for an
 * operator; the rest applies at once. Taking-charge addresses apply at once like the airports
 * they sit beside: a buyer picks one by id and the order names it (an address removed meanwhile
 * is refused at the order), the price and the flight stay the validated ones, and the API itself
 * checks each address is a precise place of the directory.
 */
function changesOf(values: ServiceValues): { validated: TabChange; immediate: TabChange } {
  return {
    validated: {
      ...values.information,
      ...values.pricing,
      ...(values.capacity !== undefined && { slices: values.capacity }),
      ...values.packages,
      ...(values.transfer !== undefined && { transfer: values.transfer }),
    },
    immediate: {
      ...values.availability,
      ...(values.takingChargePlaceIds !== undefined && {
        takingChargePlaceIds: values.takingChargePlaceIds,
      }),
    },
  };
}

/** JSON with its keys sorted: a draft and a product may list the same fields in another order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => [key, canonical(field)]),
  );
}

function sameContent(a: ProductContent, b: ProductContent): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * Marks a change: `updatedAt` is the version an operator's decision names, so two changes within
 * one millisecond (or under a clock set back) still get two versions.
 */
function touch(service: ServiceRecord): void {
  const stamp = now().getTime();
  const previous = Date.parse(service.updatedAt);
  const next = Number.isFinite(previous) && previous >= stamp ? previous + 1 : stamp;
  service.updatedAt = new Date(next).toISOString();
}

/** A complete body (POST) as the new service's draft. */
export function createService(
  sellerId: number,
  typology: ServiceTypology,
  values: Required<Pick<ServiceValues, 'information' | 'pricing' | 'availability' | 'airportIds'>> &
    ServiceValues,
): ServiceRecord {
  const stamp = now().toISOString();
  const draft: ProductContent = {
    ...values.information,
    ...values.pricing,
    ...values.availability,
    slices: values.capacity ?? null,
    contents: values.packages?.contents ?? [],
    takingChargePlaceIds: values.takingChargePlaceIds ?? [],
    transfer: values.transfer ?? null,
  };
  const service: ServiceRecord = {
    id: nextId(db.services),
    sellerId,
    typology,
    status: values.status ?? 'active',
    visible: values.visible ?? true,
    validationState: 'awaiting_validation',
    refusalReason: null,
    airportIds: values.airportIds,
    draft,
    createdAt: stamp,
    updatedAt: stamp,
  };
  db.services.push(service);
  return service;
}

/** Products at the service's airports only: a new airport gets the version on sale. */
function syncAirports(service: ServiceRecord): void {
  const products = productsOf(service.id);
  const model = products[0];
  db.shopProducts = db.shopProducts.filter(
    (product) => product.serviceId !== service.id || service.airportIds.includes(product.airportId),
  );
  if (!model) return;
  for (const airportId of service.airportIds) {
    if (products.some((product) => product.airportId === airportId)) continue;
    db.shopProducts.push({ ...structuredClone(model), id: nextId(db.shopProducts), airportId });
  }
}

export function updateService(service: ServiceRecord, values: ServiceValues): void {
  const { validated, immediate } = changesOf(values);
  if (Object.keys(validated).length > 0) {
    const onSale = validatedContent(service);
    const draft = { ...currentContent(service), ...validated, ...immediate };
    if (onSale && sameContent(draft, { ...onSale, ...immediate })) {
      // Back to what is on sale: nothing awaits validation any more.
      service.draft = null;
      service.validationState = 'validated';
    } else {
      service.draft = draft;
      service.validationState = 'awaiting_validation';
    }
    service.refusalReason = null;
  } else if (service.draft) {
    service.draft = { ...service.draft, ...immediate };
  }
  if (Object.keys(immediate).length > 0) {
    for (const product of productsOf(service.id))
      Object.assign(product, structuredClone(immediate));
  }
  if (values.airportIds) {
    service.airportIds = values.airportIds;
    syncAirports(service);
  }
  if (values.status) service.status = values.status;
  if (values.visible !== undefined) service.visible = values.visible;
  touch(service);
}

/** Publishes the draft: one product per airport, the same id as before at an airport kept. */
export function validateService(service: ServiceRecord): void {
  const content = currentContent(service);
  const existing = productsOf(service.id);
  db.shopProducts = db.shopProducts.filter(
    (product) => product.serviceId !== service.id || service.airportIds.includes(product.airportId),
  );
  for (const airportId of service.airportIds) {
    const product = existing.find((candidate) => candidate.airportId === airportId);
    const fields = structuredClone(content);
    if (product) Object.assign(product, fields);
    else {
      const created: ShopProductRecord = {
        ...fields,
        id: nextId(db.shopProducts),
        serviceId: service.id,
        sellerId: service.sellerId,
        airportId,
        typology: service.typology,
      };
      db.shopProducts.push(created);
    }
  }
  service.draft = null;
  service.validationState = 'validated';
  service.refusalReason = null;
  touch(service);
}

export function refuseService(service: ServiceRecord, reason: string): void {
  service.validationState = 'refused';
  service.refusalReason = reason;
  touch(service);
}

/** The service and its products leave the catalogue and the shop. */
export function deleteService(service: ServiceRecord): void {
  db.services = db.services.filter((candidate) => candidate.id !== service.id);
  db.shopProducts = db.shopProducts.filter((product) => product.serviceId !== service.id);
}
