import { skipToken } from '@reduxjs/toolkit/query';
import { useIdParam } from '@/lib/ui';
import { useQuoteShowQuery } from '../api/orders.api';
import { useQuoteSide } from './quoteDisplay';

/** The quote of the route's `:id`, and the selected organization's side of it. */
export function useQuoteRecord() {
  const id = useIdParam();
  const record = useQuoteShowQuery(id ?? skipToken);
  const { side } = useQuoteSide(record.data);
  return { record, side };
}
