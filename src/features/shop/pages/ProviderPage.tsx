import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ShopProviderDetails } from '@/entities/cart';
import type { CartEventKey } from '@/entities/cart';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { DetailSection, RecordGate } from '@/lib/ui';
import { idFromParam } from '@/lib/ui/controllers/resource/useIdParam';
import { shopPaths } from '../paths';
import { useShopProviderQuery } from '../api/shop.api';
import { CancellationPolicyView } from '../components/browse/CancellationPolicyView';
import { ProductList } from '../components/browse/ProductList';
import { ShopFrame } from '../components/browse/ShopFrame';

/**
 * `/shop/provider/{provider}/{trip}/{step}/{event}[/{airport}]` [TRIP_VIEW]: a seller's
 * presentation, contacts, services at the airport (or every airport) and cancellation policy.
 */
export default function ProviderPage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const providerId = idFromParam(params.providerId);
  const airportId = params.airportId === undefined ? undefined : idFromParam(params.airportId);
  const { currency } = useAppSelector(selectPreferences);
  // The same read as the details below (an airport's services, or every airport's): its name is the h1.
  const { data: provider } = useShopProviderQuery(
    providerId === null ? skipToken : { providerId, airportId: airportId ?? null, currency },
  );
  const title = provider?.name ?? t('provider.title');
  return (
    <ShopFrame
      underProviders
      tripId={idFromParam(params.tripId)}
      stepId={idFromParam(params.stepId)}
      eventId={idFromParam(params.eventId)}
      airportId={airportId}
      title={() => title}
    >
      {({ key }) =>
        providerId === null ? null : (
          <ProviderDetails
            providerId={providerId}
            cartKey={key}
            allAirports={airportId === undefined}
          />
        )
      }
    </ShopFrame>
  );
}

function ProviderDetails({
  providerId,
  cartKey,
  allAirports,
}: {
  providerId: number;
  cartKey: CartEventKey;
  allAirports: boolean;
}) {
  const { t } = useTranslation('shop');
  const { currency } = useAppSelector(selectPreferences);
  const record = useShopProviderQuery(
    providerId === null
      ? skipToken
      : { providerId, airportId: allAirports ? null : cartKey.airportId, currency },
  );
  return (
    // currentData: a switch to every airport shows a spinner, not the previous airport's list.
    <RecordGate
      record={{ data: record.currentData, error: record.error, refetch: record.refetch }}
      backTo={{ to: shopPaths.providers(cartKey), label: t('providers.title') }}
    >
      {(provider) => (
        <ProviderContent provider={provider} cartKey={cartKey} allAirports={allAirports} />
      )}
    </RecordGate>
  );
}

function ProviderContent({
  provider,
  cartKey,
  allAirports,
}: {
  provider: ShopProviderDetails;
  cartKey: CartEventKey;
  allAirports: boolean;
}) {
  const { t } = useTranslation(['shop', 'enums']);
  const other = allAirports
    ? shopPaths.provider({ providerId: provider.id, ...cartKey })
    : shopPaths.providerWithoutAirport({ providerId: provider.id, ...cartKey });
  return (
    <Stack spacing={3}>
      <DetailSection
        title={t('provider.about')}
        items={[
          {
            label: t('provider.typology'),
            value: t(`enums:OrganizationTypology.${provider.organizationTypology}`, {
              defaultValue: provider.organizationTypology,
            }),
          },
          { label: t('provider.city'), value: `${provider.city} (${provider.countryCode})` },
          { label: t('provider.presentation'), value: provider.presentation },
          { label: t('provider.phone'), value: provider.phone },
          {
            label: t('provider.email'),
            value: provider.email && (
              <Link href={`mailto:${provider.email}`}>{provider.email}</Link>
            ),
          },
          {
            label: t('provider.website'),
            value: provider.webSiteUrl && /^https?:\/\//.test(provider.webSiteUrl) && (
              <Link href={provider.webSiteUrl} target="_blank" rel="noopener noreferrer">
                {provider.webSiteUrl}
              </Link>
            ),
          },
          {
            label: t('provider.airports'),
            value: provider.airports.map((a) => `${a.icao} ${a.name}`).join(', '),
          },
        ]}
      />
      <DetailSection title={allAirports ? t('provider.servicesAll') : t('provider.services')}>
        <Button component={RouterLink} to={other} size="small" sx={{ mb: 1 }}>
          {allAirports ? t('provider.showHere') : t('provider.showAll')}
        </Button>
        <ProductList
          products={provider.products}
          cartKey={cartKey}
          label={allAirports ? t('provider.servicesAll') : t('provider.services')}
        />
      </DetailSection>
      <DetailSection title={t('provider.cancellation')}>
        {provider.cancellationPolicy === null ? (
          <Typography>{t('provider.noCancellation')}</Typography>
        ) : (
          <CancellationPolicyView policy={provider.cancellationPolicy} />
        )}
      </DetailSection>
    </Stack>
  );
}
