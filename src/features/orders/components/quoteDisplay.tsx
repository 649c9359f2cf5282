import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@/entities/quote';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { quoteKind, quoteSide, type QuoteSide } from '@/entities/quote';
import { useAppSelector } from '@/lib/store/hooks';

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

/** The kind in the spec's wording (quotation request, quotation, order...) and the flag chips. */
export function QuoteKindCell({
  quote,
}: {
  quote: Pick<Quote, 'state' | 'cancelled' | 'cancelledDraft' | 'refused' | 'closed'>;
}) {
  const { t } = useTranslation('orders');
  const flags = [
    quote.cancelled && !quote.cancelledDraft ? 'cancelled' : null,
    quote.cancelledDraft ? 'cancelledDraft' : null,
    quote.refused ? 'refused' : null,
    quote.closed ? 'closed' : null,
  ].filter((flag) => flag !== null);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <span>{t(`kinds.${quoteKind(quote.state)}`)}</span>
      {flags.map((flag) => (
        <Chip
          key={flag}
          size="small"
          color={flag === 'closed' ? 'default' : 'warning'}
          label={t(`flags.${flag}`)}
        />
      ))}
    </Stack>
  );
}
