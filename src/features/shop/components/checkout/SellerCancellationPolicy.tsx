import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { useShopProviderQuery } from '../../api/shop.api';
import { CancellationPolicyView } from '../browse/CancellationPolicyView';

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
  if (!policy) return <Typography variant="body2">{t('policy.none')}</Typography>;
  return (
    <Box sx={{ mt: 1, typography: 'body2' }}>
      <CancellationPolicyView policy={policy} />
    </Box>
  );
}
