import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { idFromParam } from '@/lib/ui/controllers/resource/useIdParam';
import { ShopFrame } from '../components/browse/ShopFrame';
import { ProductLoader, useProductTitle } from '../components/browse/ProductLoader';
import { ProductDetails } from '../components/browse/ProductDetails';

/**
 * `/shop/providers/mandatoryPackage/{provider}/{trip}/{step}/{event}/{product}` [TRIP_VIEW]: the
 * seller's mandatory package and what it contains (it goes to the cart with the first line).
 */
export default function MandatoryPackagePage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const productId = idFromParam(params.productId);
  const tripId = idFromParam(params.tripId);
  const eventId = idFromParam(params.eventId);
  const title = useProductTitle(
    productId,
    tripId === null || eventId === null ? null : { tripId, eventId },
    t('package.title'),
  );
  return (
    <ShopFrame
      underProviders
      tripId={tripId}
      stepId={idFromParam(params.stepId)}
      eventId={eventId}
      title={() => title}
    >
      {({ key }) =>
        productId === null ? null : (
          <ProductLoader productId={productId} cartKey={key}>
            {(product, sellerProducts) => (
              <ProductDetails product={product} cartKey={key} sellerProducts={sellerProducts} />
            )}
          </ProductLoader>
        )
      }
    </ShopFrame>
  );
}
