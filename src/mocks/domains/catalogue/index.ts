import { isJsonObject } from '../../api';
import { db } from '../../db';
import { airportById } from '../airports';
import { setAirportUsage } from '../organizations';
import { setServiceGate } from '../shop';
import { defineDomain } from '../../registry/defineDomain';
import { isServiceOnSale } from './content';
import { catalogueHandlers } from './handlers';
import { seedCatalogue } from './seed';
import './records';

export type { AttributeChoiceRecord, CatalogueAttributeRecord, ServiceRecord } from './records';
export { attributeUsers, serviceContents, toAttributeDefinition } from './attributes';
export {
  booleanAt,
  idsAt,
  listAt,
  oneOfAt,
  textAt,
  textsAt,
  type Errors as FieldErrors,
} from './fields';
export { ATTRIBUTE, SERVICE } from './seed';

// The shop's single gate: a product is on sale only while its service is active, visible and
// within its availability (the seller active is the shop's own rule).
setServiceGate((product) => {
  const service = db.services.find((candidate) => candidate.id === product.serviceId);
  return service !== undefined && isServiceOnSale(service, product);
});

// An organization keeps the airports its services are (to be) sold at.
setAirportUsage((organizationId) =>
  db.services
    .filter((service) => service.sellerId === organizationId)
    .flatMap((service) => service.airportIds.flatMap((id) => airportById(id)?.icao ?? [])),
);

/** A saved service list: what the gate and the views read of each. */
function isServiceList(saved: unknown): boolean {
  return (
    Array.isArray(saved) &&
    saved.every(
      (service) =>
        isJsonObject(service) &&
        typeof service.sellerId === 'number' &&
        typeof service.visible === 'boolean' &&
        Array.isArray(service.airportIds) &&
        (service.draft === null ||
          (isJsonObject(service.draft) && Array.isArray(service.draft.takingChargePlaceIds))),
    )
  );
}

/** Saved attributes with the operator's fields (issue 31); older lists are reseeded. */
function isAttributeList(saved: unknown): boolean {
  return (
    Array.isArray(saved) &&
    saved.every(
      (attribute) =>
        isJsonObject(attribute) &&
        typeof attribute.inputName === 'string' &&
        typeof attribute.filterable === 'boolean' &&
        Array.isArray(attribute.values),
    )
  );
}

/**
 * The seller's catalogue (DECISIONS.md "Catalogue"): services, each the validated version on sale
 * as one shop product per airport plus a draft awaiting an operator's validation.
 *
 *   GET, POST api/product; GET, PATCH, DELETE api/product/{id}          handlers.ts (seller)
 *   GET api/operator/product[/{id}]; PATCH api/product/{id}/validate,
 *   PATCH api/product/{id}/refuse (each names the version seen)         handlers.ts (operator,
 *                                                                       decision.ts)
 *   GET api/operator/product-filters                                    filters.ts (operator)
 *   GET api/category, api/attribute                                     handlers.ts (forms)
 *   bodies: validation.ts (fields.ts; a helicopter's transfer tab: transferTab.ts, written
 *   with TRANSFER_HELICOPTER_REQUEST); the flow: writes.ts; answers: content.ts (list.ts)
 */
export const domain = defineDomain({
  name: 'catalogue',
  // Every seeded product of the shop belongs to a seeded service.
  after: ['shop'],
  seed: seedCatalogue,
  accepts: { services: isServiceList, catalogueAttributes: isAttributeList },
  handlers: catalogueHandlers,
});
