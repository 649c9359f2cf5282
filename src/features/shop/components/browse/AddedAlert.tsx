import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { Added } from './useSellerAdd';

/** "X added to the cart." and the mandatory package added with it. */
export function AddedAlert({ added, failed }: { added: Added | null; failed?: boolean }) {
  const { t } = useTranslation('shop');
  if (failed) {
    return (
      <Alert severity="error" role="alert" sx={{ my: 2 }}>
        {t('cart.addFailed')}
      </Alert>
    );
  }
  if (added === null) return null;
  return (
    <Alert severity="success" role="status" sx={{ my: 2 }}>
      {t('cart.added', { name: added.name })}
      {added.pack !== null && ` ${t('cart.packageAdded', { name: added.pack })}`}
    </Alert>
  );
}
