import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { NegotiatedRate } from '@/entities/negotiated-rate';
import { PriceListStatusChip } from '@/entities/price-list';
import { useCan } from '@/lib/auth/useCan';
import { routeTo } from '@/lib/paths/routeTo';

/** The price list that applies to the company, linked to it when the user may see it. */
export function PriceListCell({ rate }: { rate: NegotiatedRate }) {
  const { t } = useTranslation('negotiatedRates');
  const can = useCan();
  const list = rate.priceList;
  if (!list) return <>{t('list.noPriceList')}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {can('PRICE_MANAGEMENT_VIEW') ? (
        <Link component={RouterLink} to={routeTo('priceLists.show', { id: list.id })}>
          {list.name}
        </Link>
      ) : (
        <span>{list.name}</span>
      )}
      <PriceListStatusChip status={list.status} />
    </Stack>
  );
}
