import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/lib/ui';
import type { PriceListStatus } from './priceList.types';

/**
 * A price list's status as a chip: active (its prices apply) or inactive (muted). Labels are the
 * `priceLists` namespace's `statuses.*`: pages showing it load that namespace.
 */
export function PriceListStatusChip({ status }: { status: PriceListStatus }) {
  const { t } = useTranslation('priceLists');
  return (
    <StatusChip
      tone={status === 'active' ? 'success' : 'neutral'}
      label={t(`statuses.${status}`)}
    />
  );
}
