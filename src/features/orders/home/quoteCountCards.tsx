import type { QuoteState } from '@/entities/quote';
import { routeTo } from '@/lib/paths/routeTo';
import { defineCountCard } from '@/lib/ui/cards';
import { useQuoteCountQuery } from '../api/home.api';

/** The home's quote counts: their texts are `orders:home.<id>`. */
type QuoteCardId =
  | 'quotationsToValidate'
  | 'requestsToPrice'
  | 'ordersToPlan'
  | 'ordersToDeliver'
  | 'invoicesToSend'
  | 'claimsToAnswer';

/**
 * Quotes in a state, not cancelled, that wait for the acting organization (`needsMyAction`: a
 * quotation the buyer refused, or a delivered order already invoiced, waits for nobody); the
 * card opens the orders list with the same filters (`state`, `cancelled`, `needsAction`).
 */
const quoteCountCard = (id: QuoteCardId, state: QuoteState) =>
  defineCountCard({
    namespace: 'orders',
    textKey: `home.${id}`,
    useCount: (options) =>
      useQuoteCountQuery(
        { 'statesCodes[]': state, cancelled: 'false', needsMyAction: 'true' },
        options,
      ),
    to: () =>
      `${routeTo('orders.manager')}?${new URLSearchParams({ state, cancelled: 'false', needsAction: 'true' }).toString()}`,
  });

export const QuotationsToValidate = quoteCountCard(
  'quotationsToValidate',
  'awaiting_customer_validation',
);
export const RequestsToPrice = quoteCountCard('requestsToPrice', 'awaiting_for_quotation');
export const OrdersToPlan = quoteCountCard('ordersToPlan', 'validated');
export const OrdersToDeliver = quoteCountCard('ordersToDeliver', 'awaiting_for_services_completed');
export const InvoicesToSend = quoteCountCard('invoicesToSend', 'delivered');
export const ClaimsToAnswer = quoteCountCard('claimsToAnswer', 'claimed');
