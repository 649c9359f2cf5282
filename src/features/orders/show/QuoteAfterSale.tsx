import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@/entities/quote';
import { DetailSection, useDisplayFormat } from '@/lib/ui';

/** The client's claim, its evidence, and the seller's answer once given. */
export function QuoteClaim({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const { claim } = quote;
  if (!claim) return null;
  return (
    <DetailSection
      title={t('show.claim')}
      items={[
        { label: t('fields.claimNature'), value: t(`claimNatures.${claim.nature}`) },
        { label: t('fields.claimComment'), value: claim.comment },
        {
          label: t('fields.evidence'),
          value: claim.evidence.map((file) => (
            <Link key={file.fileId} href={file.url} target="_blank" rel="noopener noreferrer">
              {file.name}
            </Link>
          )),
        },
        { label: t('fields.claimedAt'), value: show.dateTime(claim.createdAt, 'UTC') },
        {
          label: t('fields.refundType'),
          value: claim.refundType ? t(`refundTypes.${claim.refundType}`) : null,
        },
        { label: t('fields.refundAmount'), value: show.money(claim.amount, quote.currency) },
      ]}
    />
  );
}
