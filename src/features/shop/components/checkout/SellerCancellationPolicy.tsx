import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { useShopProviderQuery } from '../../api/shop.api';

/** The seller's cancellation policy, as the buyer accepts it at checkout. */
export function SellerCancellationPolicy({
  providerId,
  airportId,
}: {
  providerId: number;
  airportId: number;
}) {
  const { t } = useTranslation('checkout');
  const currency = useAppSelector(selectCurrency);
  const provider = useShopProviderQuery({ providerId, airportId, currency });
  if (provider.isLoading) {
    return <Typography variant="body2">{t('policy.loading')}</Typography>;
  }
  if (provider.isError) return <Typography variant="body2">{t('policy.unavailable')}</Typography>;
  const policy = provider.data?.cancellationPolicy ?? null;
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {policy
        ? t('policy.named', { name: policy.name, description: policy.description })
        : t('policy.none')}
    </Typography>
  );
}
