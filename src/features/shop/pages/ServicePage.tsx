import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { idFromParam } from '@/lib/ui/controllers/resource/useIdParam';
import { ProductDetails } from '../components/browse/ProductDetails';
import { ProductLoader, useProductTitle } from '../components/browse/ProductLoader';
import { ShopFrame } from '../components/browse/ShopFrame';
import { shopKeyOf } from '../model/shopKey';

/** `/shop/service/{provider}/{trip}/{step}/{event}/{airport}/{product}` [TRIP_VIEW]. */
export default function ServicePage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const key = shopKeyOf(params);
  const productId = idFromParam(params.productId);
  const title = useProductTitle(productId, key, t('product.title'));
  return (
    <ShopFrame
      underProviders
      tripId={key?.tripId ?? null}
      eventId={key?.eventId ?? null}
      stepId={key?.stepId ?? null}
      airportId={key?.airportId ?? null}
      title={() => title}
    >
      {({ key: cartKey }) =>
        productId === null ? null : (
          <ProductLoader productId={productId} cartKey={cartKey}>
            {(product, sellerProducts) => (
              <ProductDetails product={product} cartKey={cartKey} sellerProducts={sellerProducts} />
            )}
          </ProductLoader>
        )
      }
    </ShopFrame>
  );
}
