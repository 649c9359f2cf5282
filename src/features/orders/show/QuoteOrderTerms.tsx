import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCancellationText,
  type OrderCancellationPolicy,
  type OrderPackageTerms,
  type QuoteDetail,
} from '@/entities/quote';
import { DetailList, DetailSection, useDisplayFormat } from '@/lib/ui';

/**
 * The terms the order was placed under, as the API keeps them (a copy taken at checkout or at
 * validation): the cancellation policy with its conditions in words and terms document, and the
 * packages' contents. Later edits by the seller do not reach them. Absent from an API that does
 * not send them, and from quotations (nothing is agreed yet).
 */
export function QuoteOrderTerms({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('orders');
  const show = useDisplayFormat();
  const terms = quote.orderTerms;
  if (!terms) return null;
  return (
    <DetailSection title={t('terms.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {terms.recordedAt
          ? t('terms.recordedAt', { date: show.dateTime(terms.recordedAt, 'UTC') })
          : t('terms.agreed')}
      </Typography>
      {terms.cancellationPolicy ? (
        <AgreedPolicy policy={terms.cancellationPolicy} />
      ) : (
        <Typography>{t('terms.noPolicy')}</Typography>
      )}
      {terms.packages.length > 0 && <AgreedPackages packages={terms.packages} />}
    </DetailSection>
  );
}

function AgreedPolicy({ policy }: { policy: OrderCancellationPolicy }) {
  const { t } = useTranslation('orders');
  const { conditionText } = useCancellationText();
  return (
    <DetailList
      items={[
        { label: t('terms.policy'), value: policy.name },
        { label: t('terms.description'), value: policy.description },
        {
          label: t('terms.conditions'),
          value: policy.conditions.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {policy.conditions.map((condition) => (
                <li key={`${condition.cancelledBy}-${condition.rule}-${condition.priceRate}`}>
                  {conditionText(condition)}
                </li>
              ))}
            </Box>
          ),
        },
        {
          label: t('terms.termsFile'),
          value: policy.terms && (
            <Link href={policy.terms.url} target="_blank" rel="noopener noreferrer">
              {policy.terms.name}
            </Link>
          ),
        },
      ]}
    />
  );
}

/** Each package line and what it held when ordered. */
function AgreedPackages({ packages }: { packages: readonly OrderPackageTerms[] }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('terms.packages')}
      </Typography>
      {packages.map((item) => (
        <Box key={item.lineId} sx={{ mb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{item.productName}</Typography>
          <Box component="ul" aria-label={item.productName} sx={{ m: 0, pl: 2.5 }}>
            {item.contents.map((content) => (
              <li key={`${content.name}-${content.quantity}`}>
                {t('terms.content', { name: content.name, quantity: content.quantity })}
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
