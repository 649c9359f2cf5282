import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ShopProduct } from '@/entities/cart';
import type { CartEventKey } from '@/entities/cart';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { DetailSection, EmptyState, RecordGate } from '@/lib/ui';
import { idFromParam } from '@/lib/ui/controllers/resource/useIdParam';
import { useShopHangarAvailabilityQuery } from '../api/shop.api';
import { AddedAlert } from '../components/browse/AddedAlert';
import { HangarAvailabilityView } from '../components/browse/HangarAvailabilityView';
import { PeriodFields } from '../components/browse/PeriodFields';
import { ShopFrame } from '../components/browse/ShopFrame';
import { useSellerAdd } from '../components/browse/useSellerAdd';
import {
  defaultPeriod,
  periodOfSearch,
  periodToQuery,
  type HangarPeriod,
} from '../model/hangarPeriod';
import { shopKeyOf } from '../model/shopKey';
import { ProductLoader, useProductTitle } from '../components/browse/ProductLoader';

/**
 * `/shop/providers/hangarDetail/{provider}/{trip}/{step}/{event}/{product}/{airport}?start_at&end_at`
 * [TRIP_VIEW]: a hangar, parking or outside ramp over a period.
 */
export default function HangarDetailPage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const key = shopKeyOf(params);
  const productId = idFromParam(params.productId);
  const title = useProductTitle(productId, key, t('hangar.detailTitle'));
  return (
    <ShopFrame
      underProviders
      tripId={key?.tripId ?? null}
      eventId={key?.eventId ?? null}
      stepId={key?.stepId ?? null}
      airportId={key?.airportId ?? null}
      title={() => title}
    >
      {({ key: cartKey, found }) => {
        const fallback = defaultPeriod(found.event.scheduledAt, found.event.airport.timezone);
        if (productId === null || fallback === null) {
          return <EmptyState message={t('product.notFound')} />;
        }
        return (
          <ProductLoader productId={productId} cartKey={cartKey}>
            {(product) => <HangarDetail product={product} cartKey={cartKey} fallback={fallback} />}
          </ProductLoader>
        );
      }}
    </ShopFrame>
  );
}

function HangarDetail({
  product,
  cartKey,
  fallback,
}: {
  product: ShopProduct;
  cartKey: CartEventKey;
  fallback: HangarPeriod;
}) {
  const { t } = useTranslation(['shop', 'enums']);
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodOfSearch(searchParams) ?? fallback;
  const { currency } = useAppSelector(selectPreferences);
  const availability = useShopHangarAvailabilityQuery({
    productId: product.id,
    tripId: cartKey.tripId,
    eventId: cartKey.eventId,
    currency,
    ...period,
  });
  const seller = useSellerAdd(cartKey);
  const change = useCallback(
    (next: HangarPeriod) => setSearchParams(periodToQuery(next), { replace: true }),
    [setSearchParams],
  );
  return (
    <DetailSection
      title={`${product.name} – ${product.provider.name} (${t(`enums:ProductTypology.${product.typology}`)})`}
    >
      <PeriodFields period={period} onChange={change} />
      <RecordGate record={availability}>
        {(data) => (
          <HangarAvailabilityView
            product={product}
            availability={data}
            period={period}
            adding={seller.adding}
            onAdd={(line) => void seller.add(product, line)}
            feedback={<AddedAlert {...seller.feedbackFor(product.id)} cartKey={cartKey} />}
          />
        )}
      </RecordGate>
    </DetailSection>
  );
}
