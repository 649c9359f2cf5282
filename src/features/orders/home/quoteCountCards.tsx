import { Trans, useTranslation } from 'react-i18next';
import type { QuoteState } from '@/entities/quote';
import { routeTo } from '@/lib/paths/routeTo';
import { CountCard, type CountCardState } from '@/lib/ui';
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
function QuoteCountCard({ id, state }: { id: QuoteCardId; state: QuoteState }) {
  const { t, ready } = useTranslation('orders');
  const query = useQuoteCountQuery(
    { 'statesCodes[]': state, cancelled: 'false', needsMyAction: 'true' },
    { refetchOnMountOrArgChange: true },
  );
  const search = new URLSearchParams({ state, cancelled: 'false', needsAction: 'true' });
  const count = query.data;
  const card: CountCardState =
    count !== undefined && ready
      ? {
          status: 'ready',
          count,
          to: `${routeTo('orders.manager')}?${search.toString()}`,
          text: (
            <Trans
              t={t}
              i18nKey={`home.${id}`}
              count={count}
              values={{ count }}
              components={{ strong: <strong /> }}
            />
          ),
        }
      : query.isError
        ? { status: 'error', retry: () => void query.refetch() }
        : { status: 'loading' };
  return <CountCard state={card} />;
}

export const QuotationsToValidate = () => (
  <QuoteCountCard id="quotationsToValidate" state="awaiting_customer_validation" />
);
export const RequestsToPrice = () => (
  <QuoteCountCard id="requestsToPrice" state="awaiting_for_quotation" />
);
export const OrdersToPlan = () => <QuoteCountCard id="ordersToPlan" state="validated" />;
export const OrdersToDeliver = () => (
  <QuoteCountCard id="ordersToDeliver" state="awaiting_for_services_completed" />
);
export const InvoicesToSend = () => <QuoteCountCard id="invoicesToSend" state="delivered" />;
export const ClaimsToAnswer = () => <QuoteCountCard id="claimsToAnswer" state="claimed" />;
