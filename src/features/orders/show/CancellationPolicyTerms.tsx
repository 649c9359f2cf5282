import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useCancellationText, type OrderCancellationPolicy } from '@/entities/quote';
import { DetailList } from '@/lib/ui';

/**
 * A cancellation policy as an order keeps it (or as a quotation's validation will copy it): its
 * name, description, conditions in words and terms document.
 */
export function CancellationPolicyTerms({ policy }: { policy: OrderCancellationPolicy }) {
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
