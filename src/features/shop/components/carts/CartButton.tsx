import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartLineCount } from '@/entities/cart';

// Its own chunk: it reads the trips of the carts, which only matters once opened.
const CartsDrawer = lazy(() => import('./CartsDrawer'));

/**
 * The top bar's cart (a shell item of the shop's contributes.ts): the lines of every cart, and
 * the drawer listing them by trip and airport.
 */
export default function CartButton() {
  const { t } = useTranslation('common');
  const count = useCartLineCount();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const label = t('carts.button', { count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <Badge badgeContent={count} color="primary" max={99}>
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <CartsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
