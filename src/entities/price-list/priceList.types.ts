/**
 * The price lists, "price management" (spec sections 3 and 7, DECISIONS "Catalogue"): their
 * shapes are the OpenAPI document's (docs/api/openapi.yaml, region price-lists), which describes
 * the calls (api/price-management), their rights and errors.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

export type PriceListStatus = Schemas['PriceListStatus'];
export const PRICE_LIST_STATUSES = enumValues<PriceListStatus>()(['active', 'inactive']);

/** A service's price for the client: exactly one of unit price and discount rate is set. */
export type PriceListLine = Schemas['PriceListLine'];
export type PriceListCompany = Schemas['PriceListCompany'];
export type PriceList = Schemas['PriceList'];
export type PriceListPayload = Schemas['PriceListPayload'];
export type PriceListPage = Schemas['PriceListPage'];

/** At most this many lines (one per service of the seller): the document's `maxItems`. */
export const PRICE_LIST_MAX_LINES = 500;

export const PRICE_LIST_ERRORS = {
  notFound: 'errors.price_management_not_found',
  alreadyExists: 'errors.price_management_already_exists',
} as const;
