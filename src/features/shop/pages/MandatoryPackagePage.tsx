import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { idFromParam } from '@/lib/ui/resource/useIdParam';
import { ShopFrame } from '../components/browse/ShopFrame';
import { ProductLoader } from './ServicePage';

/**
 * `/shop/providers/mandatoryPackage/{provider}/{trip}/{step}/{event}/{product}` [TRIP_VIEW]: the
 * seller's mandatory package and what it contains (it goes to the cart with the first line).
 */
export default function MandatoryPackagePage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const productId = idFromParam(params.productId);
  return (
    <ShopFrame
      tripId={idFromParam(params.tripId)}
      stepId={idFromParam(params.stepId)}
      eventId={idFromParam(params.eventId)}
      title={() => t('package.title')}
    >
      {({ key }) =>
        productId === null ? null : <ProductLoader productId={productId} cartKey={key} />
      }
    </ShopFrame>
  );
}
