import type { PriceListLine, PriceListStatus } from '../../../entities/price-list/contract';

/** A client company of a seller (spec "Negotiated rate"); the VAT number stored normalized. */
export interface NegotiatedRateRecord {
  id: number;
  sellerId: number;
  companyName: string;
  intracommunityVatNumber: string;
  createdAt: string;
  updatedAt: string;
}

/** A seller's price list for one client company (its negotiated rate), at most one per rate. */
export interface PriceListRecord {
  id: number;
  sellerId: number;
  name: string;
  status: PriceListStatus;
  negotiatedRateId: number;
  lines: PriceListLine[];
  createdAt: string;
  updatedAt: string;
}

declare module '../../db/types' {
  interface Db {
    negotiatedRates: NegotiatedRateRecord[];
    priceLists: PriceListRecord[];
  }
}
