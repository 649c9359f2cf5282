import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@/entities/quote';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { quoteKind, quoteSide, type QuoteSide } from '@/entities/quote';
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

/** Cancelled and withdrawn are muted, refused an error, closed neutral: never one colour for all. */
const FLAG_TONES = {
  cancelled: 'muted',
  cancelledDraft: 'muted',
  refused: 'error',
  closed: 'neutral',
} as const satisfies Record<string, StatusTone>;

/** The kind in the spec's wording (quotation request, quotation, order...) and the flag chips. */
export function QuoteKindCell({
  quote,
}: {
  quote: Pick<Quote, 'state' | 'cancelled' | 'cancelledDraft' | 'refused' | 'closed'>;
}) {
  const { t } = useTranslation('orders');
  const flags = (
    [
      [quote.cancelled && !quote.cancelledDraft, 'cancelled'],
      [quote.cancelledDraft, 'cancelledDraft'],
      [quote.refused, 'refused'],
      [quote.closed, 'closed'],
    ] as const
  ).flatMap(([raised, flag]) => (raised ? [flag] : []));
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <span>{t(`kinds.${quoteKind(quote.state)}`)}</span>
      {flags.map((flag) => (
        <StatusChip key={flag} tone={FLAG_TONES[flag]} label={t(`flags.${flag}`)} />
      ))}
    </Stack>
  );
}
