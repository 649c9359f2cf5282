import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@/entities/cart';
import type { CartEventKey } from '@/entities/cart';
import { DetailSection } from '@/lib/ui';
import { ProductForm } from './ProductForm';
import { ProductPrice } from './ProductPrice';

/** A product's description, attributes, price, contents, and its order form. */
export function ProductDetails({
  product,
  cartKey,
  sellerProducts,
}: {
  product: ShopProduct;
  cartKey: CartEventKey;
  sellerProducts: readonly ShopProduct[];
}) {
  const { t } = useTranslation(['shop', 'enums']);
  return (
    <Stack spacing={3}>
      <DetailSection
        title={product.name}
        items={[
          { label: t('product.provider'), value: product.provider.name },
          { label: t('product.typology'), value: t(`enums:ProductTypology.${product.typology}`) },
          { label: t('product.description'), value: product.description },
          ...(product.fuelType
            ? [{ label: t('fuel.type'), value: t(`enums:FuelType.${product.fuelType}`) }]
            : []),
          { label: t('product.pricing'), value: t(`enums:PricingType.${product.pricingType}`) },
          { label: t('product.price'), value: <ProductPrice product={product} /> },
          {
            label: t('product.saleMode'),
            value: t(`product.saleModes.${product.saleMode}`),
          },
          ...product.attributes.map((attribute) => ({
            label: attribute.name,
            value: attribute.value,
          })),
        ]}
      />
      {product.contents.length > 0 && (
        <DetailSection title={t('product.contents')}>
          <ul>
            {product.contents.map((content, index) => (
              <li key={index}>
                <Typography>
                  {t('product.content', { name: content.name, quantity: content.quantity })}
                </Typography>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      <DetailSection
        title={product.saleMode === 'quotation' ? t('product.requestQuote') : t('product.order')}
      >
        <ProductForm product={product} cartKey={cartKey} sellerProducts={sellerProducts} />
      </DetailSection>
    </Stack>
  );
}
