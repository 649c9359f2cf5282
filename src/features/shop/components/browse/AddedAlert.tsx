import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CartEventKey } from '@/entities/cart';
import { shopPaths } from '../../paths';

export interface Added {
  name: string;
  /** The seller's mandatory package the cart added with it (null when none was added). */
  pack: string | null;
}

/**
 * The mini-cart under the add button, where the buyer looks: what was added, the mandatory
 * package when the cart added one, and "View cart" (the event's checkout).
 */
export function AddedAlert({
  added,
  cartKey,
  failed,
}: {
  added: Added | null;
  cartKey: CartEventKey;
  failed?: boolean;
}) {
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
    <Alert
      severity="success"
      role="status"
      sx={{ my: 2, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to={shopPaths.checkout(cartKey)} color="inherit">
          {t('cart.view')}
        </Button>
      }
    >
      {t('cart.added', { name: added.name })}
      {added.pack !== null && ` ${t('cart.packageAdded', { name: added.pack })}`}
    </Alert>
  );
}
