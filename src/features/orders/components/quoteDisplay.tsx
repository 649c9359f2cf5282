import { useTranslation } from 'react-i18next';
import type { Quote } from '@/entities/quote';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { quoteKind, quoteSide, type QuoteSide } from '@/entities/quote';
import { useAppSelector } from '@/lib/store/hooks';
import { StatusChip } from '@/lib/ui';

/** The selected organization's side of a quote: owner (seller), client (buyer) or neither. */
export function useQuoteSide(quote: Pick<Quote, 'organization' | 'client'> | undefined) {
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  return { side: quote ? quoteSide(quote, organizationId) : null, organizationId };
}

/** The other party: the client for a seller, the seller for a buyer, both for anyone else. */
export function counterpartyOf(
  quote: Pick<Quote, 'organization' | 'client'>,
  side: QuoteSide | null,
): string {
  if (side === 'owner') return quote.client.name;
  if (side === 'client') return quote.organization.name;
  return `${quote.organization.name} → ${quote.client.name}`;
}

/** The quote's state chip (the entity's, shared with the accounting's order page). */
export { QuoteStatusChip as QuoteStateChip } from '@/entities/quote';

/** The kind in the spec's wording (quotation request, quotation, order): a neutral chip. */
export function QuoteKindChip({ quote }: { quote: Pick<Quote, 'state'> }) {
  const { t } = useTranslation('orders');
  return <StatusChip tone="neutral" label={t(`kinds.${quoteKind(quote.state)}`)} />;
}
