/**
 * Contract of the price lists, "price management" (spec sections 3 and 7, DECISIONS
 * "Catalogue"): a price list belongs to one client company (a negotiated rate of the seller), at
 * most one per company, and names for some of the seller's services either the unit price that
 * client pays or a discount rate on the service's price.
 *
 *   GET    api/price-management        list: page, numberOfItemsPerPage, searchQuery (name or
 *                                      company), status, negotiatedRateId -> PriceListPage
 *                                                                    [PRICE_MANAGEMENT_VIEW]
 *   GET    api/price-management/{id}   one PriceList                 [PRICE_MANAGEMENT_VIEW]
 *   POST   api/price-management        PriceListPayload -> 201       [PRICE_MANAGEMENT_ADD]
 *   PATCH  api/price-management/{id}   Partial<PriceListPayload>     [PRICE_MANAGEMENT_EDIT]
 *   DELETE api/price-management/{id}   204                           [PRICE_MANAGEMENT_DELETE]
 *
 * A second price list naming the same negotiated rate answers 400
 * `errors.price_management_already_exists` ("already exists for this company", on `negotiatedRateId`).
 */

export const PRICE_LIST_STATUSES = ['active', 'inactive'] as const;
export type PriceListStatus = (typeof PRICE_LIST_STATUSES)[number];

/** A service's price for the client: exactly one of the two is set. Amounts in the seller's currency. */
export interface PriceListLine {
  serviceId: number;
  unitPrice: number | null;
  /** Percentage off the service's price, above 0 and at most 100. */
  discountRate: number | null;
}

export interface PriceListCompany {
  id: number;
  companyName: string;
  intracommunityVatNumber: string;
}

export interface PriceList {
  id: number;
  name: string;
  status: PriceListStatus;
  negotiatedRateId: number;
  /** The client company of `negotiatedRateId`. */
  company: PriceListCompany;
  lines: PriceListLine[];
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
}

export interface PriceListPayload {
  name: string;
  status: PriceListStatus;
  negotiatedRateId: number;
  lines: PriceListLine[];
}

export interface PriceListPage {
  priceLists: PriceList[];
  totalItems: number;
}

export interface PriceListFilters {
  status?: PriceListStatus;
  negotiatedRateId?: number;
}

/** At most this many lines (one per service of the seller). */
export const PRICE_LIST_MAX_LINES = 500;

export const PRICE_LIST_ERRORS = {
  notFound: 'errors.price_management_not_found',
  alreadyExists: 'errors.price_management_already_exists',
} as const;
