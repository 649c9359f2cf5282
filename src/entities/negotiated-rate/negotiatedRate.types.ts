/**
 * Contract of the negotiated rates (spec sections 3 and 7, DECISIONS "Catalogue"): the client
 * companies of the selected seller organization entitled to negotiated prices.
 *
 *   GET    api/negotiated-rate          list: page, numberOfItemsPerPage, searchQuery (company
 *                                       name or VAT number), withPriceList=true|false
 *                                       -> NegotiatedRatePage            [NEGOTIATED_RATE_VIEW]
 *   GET    api/negotiated-rate/{id}     one NegotiatedRate                 [NEGOTIATED_RATE_VIEW]
 *   POST   api/negotiated-rate          NegotiatedRatePayload -> 201       [NEGOTIATED_RATE_EDIT]
 *   PATCH  api/negotiated-rate/{id}     Partial<NegotiatedRatePayload>     [NEGOTIATED_RATE_EDIT]
 *   DELETE api/negotiated-rate/{id}     204 (its price list goes with it)  [NEGOTIATED_RATE_EDIT]
 *
 * The VAT number is stored normalized (`normalizeVatNumber` of the organization entity) and is
 * unique among the seller's rates. A buyer organization whose VAT number is a rate's is priced
 * with that rate's active price list in the shop and at checkout.
 */

/** The price list that applies to the company (at most one), as the rate shows it. */
export interface NegotiatedRatePriceList {
  id: number;
  name: string;
  status: 'active' | 'inactive';
}

export interface NegotiatedRate {
  id: number;
  companyName: string;
  intracommunityVatNumber: string;
  priceList: NegotiatedRatePriceList | null;
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
}

export interface NegotiatedRatePayload {
  companyName: string;
  intracommunityVatNumber: string;
}

export interface NegotiatedRatePage {
  negotiatedRates: NegotiatedRate[];
  totalItems: number;
}

export interface NegotiatedRateFilters {
  withPriceList?: 'true' | 'false';
}

/** The business error of a second rate with the same VAT number (a field error on it). */
export const NEGOTIATED_RATE_ERRORS = {
  notFound: 'errors.negotiated_rate_not_found',
  vatNumberTaken: 'errors.negotiated_rate_already_exists',
} as const;
