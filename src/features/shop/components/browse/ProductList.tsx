import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ShopProduct } from '@/entities/cart';
import type { CartEventKey } from '@/entities/cart';
import { EmptyState } from '@/lib/ui';
import { ProductPrice } from './ProductPrice';
import { productLink } from './productLink';

/** A seller's products, each a link to its page, with its price. */
export function ProductList({
  products,
  cartKey,
  label,
}: {
  products: readonly ShopProduct[];
  cartKey: CartEventKey;
  label: string;
}) {
  const { t } = useTranslation(['shop', 'enums']);
  if (products.length === 0) return <EmptyState message={t('provider.noProduct')} />;
  return (
    <List aria-label={label} disablePadding>
      {products.map((product) => (
        <ListItem key={product.id} divider disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={productLink(product, cartKey)}>
                {product.name}
              </Link>
            }
            secondary={
              <>
                {t(`enums:ProductTypology.${product.typology}`)} ·{' '}
                <ProductPrice product={product} />
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
