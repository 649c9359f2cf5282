import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/lib/ui';
import type { Quote } from './quotes.types';
import { quoteStatus } from './tone';

/** A quote's state (or the flag that overrides it) as a chip of the status palette. */
export function QuoteStatusChip({
  quote,
}: {
  quote: Pick<Quote, 'state' | 'cancelled' | 'cancelledDraft' | 'refused' | 'closed'>;
}) {
  const { t } = useTranslation('orders');
  const { key, tone } = quoteStatus(quote);
  return <StatusChip tone={tone} label={t(key)} />;
}
