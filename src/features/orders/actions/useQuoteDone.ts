import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@/entities/quote';
import { notify } from '@/lib/feedback';
import type { SimpleQuoteAction } from '../api/orders.api';

/** What the order page did: a save of the editor, or one of the actions it sends. */
export type QuoteDone =
  | 'save'
  | SimpleQuoteAction
  | 'send-invoice'
  | 'line-status'
  | 'line-dates'
  | 'cancel-order'
  | 'apply-cancellation-policies'
  | 'answer-claim'
  | 'client-address';

/**
 * One toast that names what happened ("Quotation sent to Alpine Executive Jets"): the calls these
 * follow ask the http layer for no success feedback of their own, so it shows once.
 */
export function useQuoteDone(): (done: QuoteDone, quote: QuoteDetail) => void {
  const { t } = useTranslation('orders');
  return (done, quote) =>
    notify({
      title: t(`done.${done}`, {
        reference: quote.reference,
        customer: quote.client.name,
        seller: quote.organization.name,
      }),
      variant: 'success',
    });
}
