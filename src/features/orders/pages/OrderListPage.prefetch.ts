import type { RoutePrefetch } from '@/lib/auth/routes';
import { listArgsOfUrl } from '@/lib/ui/controllers/list/listPrefetch';
import { ordersApi } from '../api/orders.api';
import { QUOTE_FILTER_KEYS, defaultQuoteSort } from '../model/quoteFilter';

/**
 * /order: its first requests (OrderListPage), started while the page loads: the filters' choices
 * and, unless the URL shows the calendar, the page of quotes with the page's arguments (its
 * default sort follows the URL's period, as the page's does).
 */
const prefetch: RoutePrefetch = ({ search, dispatch }) => {
  dispatch(ordersApi.util.prefetch('quoteFilterOptions', undefined, {}));
  const defaultSort = defaultQuoteSort({ period: search.get('period') ?? undefined });
  const args = listArgsOfUrl(search, {
    filterKeys: QUOTE_FILTER_KEYS,
    defaultSort,
    calendar: true,
  });
  if (args) dispatch(ordersApi.util.prefetch('quoteList', args, {}));
};
export default prefetch;
