/** The price lists' cache tag, owned here (startup-safe: the route table's declarations read it). */
export const PRICE_LIST_TAG = 'PriceList';
