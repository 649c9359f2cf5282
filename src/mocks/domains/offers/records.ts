import type {
  OfferCommissionCategory,
  OfferCommissionSlice,
  OfferInfo,
  OfferSubscription,
  OfferTypologies,
} from '../../../entities/offer/contract';

/**
 * The one offer record (DECISIONS "Administration"): every tab of the operator's page, read by
 * the registration's offer choice, the organization's offer tab and the operator accounting.
 */
export interface OfferRecord extends OfferInfo, OfferTypologies {
  slices: OfferCommissionSlice[];
  categories: OfferCommissionCategory[];
  subscription: OfferSubscription;
  createdAt: string;
}

declare module '../../db/types' {
  interface Db {
    offers: OfferRecord[];
  }
}
