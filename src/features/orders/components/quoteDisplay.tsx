import { useTranslation } from 'react-i18next';
import type { Quote } from '@/entities/quote';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { quoteKind, quoteSide, quoteTone, type QuoteSide } from '@/entities/quote';
import { useAppSelector } from '@/lib/store/hooks';
import { StatusChip, type StatusTone } from '@/lib/ui';

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

type StatusQuote = Pick<Quote, 'state' | 'cancelled' | 'cancelledDraft' | 'refused' | 'closed'>;

/**
 * What the state chip says: a flag when one is raised (withdrawn and cancelled muted, refused an
 * error, closed neutral: never one colour for all), else the state in the palette (quoteTone).
 */
export function quoteStatus(quote: StatusQuote): { key: string; tone: StatusTone } {
  if (quote.cancelledDraft) return { key: 'flags.cancelledDraft', tone: 'muted' };
  if (quote.refused) return { key: 'flags.refused', tone: 'error' };
  if (quote.closed) return { key: 'flags.closed', tone: 'neutral' };
  if (quote.cancelled) return { key: 'flags.cancelled', tone: 'muted' };
  return { key: `states.${quote.state}`, tone: quoteTone(quote) };
}

/** The quote's state (or the flag that overrides it) as a chip of the status palette. */
export function QuoteStateChip({ quote }: { quote: StatusQuote }) {
  const { t } = useTranslation('orders');
  const { key, tone } = quoteStatus(quote);
  return <StatusChip tone={tone} label={t(key)} />;
}

/** The kind in the spec's wording (quotation request, quotation, order): a neutral chip. */
export function QuoteKindChip({ quote }: { quote: Pick<Quote, 'state'> }) {
  const { t } = useTranslation('orders');
  return <StatusChip tone="neutral" label={t(`kinds.${quoteKind(quote.state)}`)} />;
}
