import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SLICED_TYPOLOGIES, type ShopProduct } from '@/entities/cart';
import type { CartEventKey, CartLineInput } from '@/entities/cart';
import { withQuery } from '@/lib/pathBuilder';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { EmptyState, ErrorState, LoadingState, RecordGate } from '@/lib/ui';
import { idFromParam } from '@/lib/ui/controllers/resource/useIdParam';
import { shopPaths } from '../paths';
import {
  useShopHangarAvailabilityQuery,
  useShopProviderQuery,
  useShopProvidersQuery,
} from '../api/shop.api';
import { AddedAlert } from '../components/browse/AddedAlert';
import { HangarAvailabilityView } from '../components/browse/HangarAvailabilityView';
import { PeriodFields } from '../components/browse/PeriodFields';
import { ShopFrame } from '../components/browse/ShopFrame';
import { useSellerAdd } from '../components/browse/useSellerAdd';
import {
  defaultPeriod,
  hangarStorageKey,
  parseStoredPeriod,
  periodToQuery,
  type HangarPeriod,
} from '../model/hangarPeriod';

function isSliced(product: ShopProduct): boolean {
  return SLICED_TYPOLOGIES.some((typology) => typology === product.typology);
}

/**
 * `/hangar/{trip}/{event}` [TRIP_VIEW]: a period (kept in local storage per event) and the
 * hangars, parkings and outside ramps at the event's airport with their availability.
 */
export default function HangarSearchPage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  return (
    <ShopFrame
      tripId={idFromParam(params.tripId)}
      eventId={idFromParam(params.eventId)}
      title={() => t('hangar.title')}
    >
      {({ key, found }) => {
        const fallback = defaultPeriod(found.event.scheduledAt, found.event.airport.timezone);
        return fallback === null ? (
          <EmptyState message={t('event.notFound')} />
        ) : (
          <HangarSearch cartKey={key} fallback={fallback} />
        );
      }}
    </ShopFrame>
  );
}

function readStored(eventId: number): HangarPeriod | null {
  try {
    return parseStoredPeriod(localStorage.getItem(hangarStorageKey(eventId)));
  } catch {
    return null;
  }
}

function HangarSearch({ cartKey, fallback }: { cartKey: CartEventKey; fallback: HangarPeriod }) {
  const { t } = useTranslation('shop');
  const { currency } = useAppSelector(selectPreferences);
  const [period, setPeriod] = useState(() => readStored(cartKey.eventId) ?? fallback);
  const change = useCallback(
    (next: HangarPeriod) => {
      setPeriod(next);
      try {
        localStorage.setItem(hangarStorageKey(cartKey.eventId), JSON.stringify(next));
      } catch {
        // Private browsing: the search still works, it is only not remembered.
      }
    },
    [cartKey.eventId],
  );
  const providers = useShopProvidersQuery({
    tripId: cartKey.tripId,
    eventId: cartKey.eventId,
    airportId: cartKey.airportId,
    currency,
    page: 1,
    numberOfItemsPerPage: 50,
  });
  const seller = useSellerAdd(cartKey);
  return (
    <>
      <PeriodFields period={period} onChange={change} />
      <RecordGate record={providers}>
        {(page) => {
          const sellers = page.providers.filter((provider) =>
            provider.typologies.some((typology) =>
              SLICED_TYPOLOGIES.some((sliced) => sliced === typology),
            ),
          );
          if (sellers.length === 0) return <EmptyState message={t('hangar.empty')} />;
          return (
            <Stack spacing={2}>
              {sellers.map((provider) => (
                <SellerProducts
                  key={provider.id}
                  providerId={provider.id}
                  cartKey={cartKey}
                  period={period}
                  onAdd={(product, line) => void seller.add(product, line)}
                  adding={seller.adding}
                  feedback={(product) => (
                    <AddedAlert {...seller.feedbackFor(product.id)} cartKey={cartKey} />
                  )}
                />
              ))}
            </Stack>
          );
        }}
      </RecordGate>
    </>
  );
}

interface ProductRowProps {
  cartKey: CartEventKey;
  period: HangarPeriod;
  adding: boolean;
  onAdd: (product: ShopProduct, line: CartLineInput) => void;
  /** The mini-cart once a product is added, under that product's button. */
  feedback: (product: ShopProduct) => ReactNode;
}

function SellerProducts({ providerId, ...rest }: ProductRowProps & { providerId: number }) {
  const { currency } = useAppSelector(selectPreferences);
  const details = useShopProviderQuery({ providerId, airportId: rest.cartKey.airportId, currency });
  if (details.error) return <ErrorState onRetry={() => void details.refetch()} />;
  if (!details.data) return <LoadingState />;
  return (
    <>
      {details.data.products.filter(isSliced).map((product) => (
        <SlicedProduct key={product.id} product={product} {...rest} />
      ))}
    </>
  );
}

function SlicedProduct({
  product,
  cartKey,
  period,
  adding,
  onAdd,
  feedback,
}: ProductRowProps & { product: ShopProduct }) {
  const { t } = useTranslation(['shop', 'enums']);
  const { currency } = useAppSelector(selectPreferences);
  const availability = useShopHangarAvailabilityQuery({
    productId: product.id,
    tripId: cartKey.tripId,
    eventId: cartKey.eventId,
    currency,
    ...period,
  });
  const detail = withQuery(
    shopPaths.hangarDetail({
      providerId: product.provider.id,
      tripId: cartKey.tripId,
      stepId: cartKey.stepId,
      eventId: cartKey.eventId,
      productId: product.id,
      airportId: product.airportId,
    }),
    periodToQuery(period),
  );
  const headingId = `sliced-${product.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          <Link component={RouterLink} to={detail}>
            {product.provider.name} – {product.name}
          </Link>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t(`enums:ProductTypology.${product.typology}`)}
        </Typography>
        <RecordGate record={availability}>
          {(data) => (
            <HangarAvailabilityView
              product={product}
              availability={data}
              period={period}
              adding={adding}
              onAdd={(line) => onAdd(product, line)}
              feedback={feedback(product)}
              compact
            />
          )}
        </RecordGate>
      </CardContent>
    </Card>
  );
}
