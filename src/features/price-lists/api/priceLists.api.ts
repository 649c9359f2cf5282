import { resourceApi } from '@/lib/api/resourceApi';
import { NEGOTIATED_RATE_TAG } from '@/entities/negotiated-rate/tags';
import { PRICE_LIST_STATUSES, type PriceList, type PriceListPayload } from '@/entities/price-list';
import { priceLists } from '../resource';

export type PriceListFilter = 'search' | 'status';

/** Each negotiated rate shows the price list that applies (entities/negotiated-rate's tag). */
export const priceListsApi = resourceApi<PriceList, PriceListPayload, PriceListFilter>(priceLists, {
  query: { search: 'search', filters: { status: { enum: PRICE_LIST_STATUSES } } },
  alsoInvalidates: [NEGOTIATED_RATE_TAG],
});
