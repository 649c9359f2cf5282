import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ShopProduct } from '@/lib/api/shop.types';
import type { CartEventKey } from '@/lib/cart';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { DetailSection, RecordGate } from '@/lib/ui';
import { idFromParam } from '@/lib/ui/resource/useIdParam';
import { useShopProductQuery, useShopProviderQuery } from '../api/shop.api';
import { ProductForm } from '../components/browse/ProductForm';
import { ProductPrice } from '../components/browse/ProductPrice';
import { ShopFrame } from '../components/browse/ShopFrame';
import { shopKeyOf } from '../model/shopKey';

/** `/shop/service/{provider}/{trip}/{step}/{event}/{airport}/{product}` [TRIP_VIEW]. */
export default function ServicePage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const key = shopKeyOf(params);
  const productId = idFromParam(params.productId);
  return (
    <ShopFrame
      tripId={key?.tripId ?? null}
      eventId={key?.eventId ?? null}
      stepId={key?.stepId ?? null}
      airportId={key?.airportId ?? null}
      title={() => t('product.title')}
    >
      {({ key: cartKey }) =>
        productId === null ? null : <ProductLoader productId={productId} cartKey={cartKey} />
      }
    </ShopFrame>
  );
}

export function ProductLoader({
  productId,
  cartKey,
  children = (product, sellerProducts) => (
    <ProductDetails product={product} cartKey={cartKey} sellerProducts={sellerProducts} />
  ),
}: {
  productId: number;
  cartKey: CartEventKey;
  children?: (product: ShopProduct, sellerProducts: readonly ShopProduct[]) => React.ReactNode;
}) {
  const { currency } = useAppSelector(selectPreferences);
  const product = useShopProductQuery({
    productId,
    tripId: cartKey.tripId,
    eventId: cartKey.eventId,
    currency,
  });
  // The seller's products here: its mandatory package goes with the first line from it.
  const seller = useShopProviderQuery(
    product.data
      ? { providerId: product.data.provider.id, airportId: product.data.airportId, currency }
      : skipToken,
  );
  return (
    <RecordGate record={product}>
      {(data) => (
        <RecordGate record={seller}>{(details) => children(data, details.products)}</RecordGate>
      )}
    </RecordGate>
  );
}

function ProductDetails({
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
