import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { useShopProviderQuery } from '../../api/shop.api';
import { CancellationPolicyView } from '../browse/CancellationPolicyView';
import { sellerPolicyArgs } from './useSellerPolicies';

/**
 * The seller's cancellation policy for the cart's products (the one covering their category,
 * else the seller's default), as the buyer accepts it at checkout: the checkout names this very
 * answer as seen (useSellerPolicies), and the order keeps a copy of it.
 */
export function SellerCancellationPolicy({
  providerId,
  airportId,
  productIds,
}: {
  providerId: number;
  airportId: number;
  productIds: readonly number[];
}) {
  const { t } = useTranslation('checkout');
  const currency = useAppSelector(selectCurrency);
  const provider = useShopProviderQuery(
    sellerPolicyArgs(providerId, airportId, currency, productIds),
  );
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
