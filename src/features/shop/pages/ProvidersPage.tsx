import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PRODUCT_TYPOLOGIES, type ShopProvider, type ShopProvidersPage } from '@/entities/cart';
import type { CartEventKey } from '@/entities/cart';
import { useFormatters } from '@/lib/format';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { EmptyState, FilterBar, RecordGate, useListParams, type ListFilter } from '@/lib/ui';
import { shopPaths } from '../paths';
import { useShopProvidersQuery } from '../api/shop.api';
import { ShopFrame } from '../components/browse/ShopFrame';
import { providerFiltersOf, PROVIDERS_PAGE_SIZE } from '../model/providerFilters';
import { shopKeyOf } from '../model/shopKey';

/** `/shop/providers/{trip}/{step}/{event}/{airport}` [TRIP_VIEW]: the sellers at the event's airport. */
export default function ProvidersPage() {
  const { t } = useTranslation('shop');
  const params = useParams();
  const key = shopKeyOf(params);
  return (
    <ShopFrame
      tripId={key?.tripId ?? null}
      eventId={key?.eventId ?? null}
      stepId={key?.stepId ?? null}
      airportId={key?.airportId ?? null}
      title={() => t('providers.title')}
    >
      {({ key: cartKey }) => <ProviderList cartKey={cartKey} />}
    </ShopFrame>
  );
}

type ProviderFilterKey = 'search' | 'category' | 'typology' | 'attribute';
const PROVIDER_FILTER_KEYS: readonly ProviderFilterKey[] = [
  'search',
  'category',
  'typology',
  'attribute',
];

function ProviderList({ cartKey }: { cartKey: CartEventKey }) {
  const { t } = useTranslation(['shop', 'enums']);
  const list = useListParams<ProviderFilterKey>({
    filterKeys: PROVIDER_FILTER_KEYS,
    defaultPageSize: PROVIDERS_PAGE_SIZE,
  });
  const filters = providerFiltersOf(list.filters);
  const { currency } = useAppSelector(selectPreferences);
  const result = useShopProvidersQuery({
    tripId: cartKey.tripId,
    eventId: cartKey.eventId,
    airportId: cartKey.airportId,
    currency,
    ...(filters.categoryId !== null && { categoryId: filters.categoryId }),
    ...(filters.typology !== null && { typology: filters.typology }),
    ...(filters.search !== '' && { search: filters.search }),
    ...(filters.attribute !== null && { 'attribute[]': filters.attribute }),
    page: list.page,
    numberOfItemsPerPage: PROVIDERS_PAGE_SIZE,
  });

  const categories = result.data?.categories ?? [];
  const attributeOptions = (result.data?.attributeFilters ?? []).flatMap((filter) =>
    filter.options.map((option) => ({
      value: `${filter.inputName}:${option.value}`,
      label: `${filter.name}: ${option.label}`,
    })),
  );
  const barFilters: ListFilter<ProviderFilterKey>[] = [
    { kind: 'search', key: 'search', label: t('providers.search') },
    {
      kind: 'select',
      key: 'category',
      label: t('providers.category'),
      options: categories.map((category) => ({
        value: String(category.id),
        label: category.name,
      })),
    },
    // The operator's filterable attributes held here (issue 31): "Heated: Yes", one at a time.
    ...(attributeOptions.length > 0
      ? [
          {
            kind: 'select' as const,
            key: 'attribute' as const,
            label: t('providers.attribute'),
            options: attributeOptions,
          },
        ]
      : []),
    {
      kind: 'select',
      key: 'typology',
      label: t('providers.typology'),
      options: PRODUCT_TYPOLOGIES.map((typology) => ({
        value: typology,
        label: t(`enums:ProductTypology.${typology}`),
      })),
    },
  ];
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <FilterBar filters={barFilters} list={list} />
      </Box>
      <RecordGate record={result}>
        {(page) => (
          <ProviderCards page={page} cartKey={cartKey} current={list.page} setPage={list.setPage} />
        )}
      </RecordGate>
    </>
  );
}

function ProviderCards({
  page,
  cartKey,
  current,
  setPage,
}: {
  page: ShopProvidersPage;
  cartKey: CartEventKey;
  current: number;
  setPage: (page: number) => void;
}) {
  const { t } = useTranslation('shop');
  if (page.providers.length === 0) return <EmptyState message={t('providers.empty')} />;
  const pages = Math.max(1, Math.ceil(page.totalItems / PROVIDERS_PAGE_SIZE));
  return (
    <>
      <Stack
        component="ul"
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('providers.title')}
      >
        {page.providers.map((provider) => (
          <li key={provider.id}>
            <ProviderCard provider={provider} cartKey={cartKey} />
          </li>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3 }}
          count={pages}
          page={Math.min(current, pages)}
          onChange={(_event, value) => setPage(value)}
          getItemAriaLabel={(type, value) =>
            type === 'page' ? t('providers.page', { page: value }) : t(`providers.${type}`)
          }
        />
      )}
    </>
  );
}

function ProviderCard({ provider, cartKey }: { provider: ShopProvider; cartKey: CartEventKey }) {
  const { t } = useTranslation(['shop', 'enums']);
  const fmt = useFormatters();
  return (
    <Card variant="outlined">
      <CardActionArea
        component={RouterLink}
        to={shopPaths.provider({ providerId: provider.id, ...cartKey })}
      >
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between' }}
          >
            <div>
              <Typography variant="h6" component="h2">
                {provider.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`enums:OrganizationTypology.${provider.organizationTypology}`, {
                  defaultValue: provider.organizationTypology,
                })}{' '}
                · {provider.city}
              </Typography>
            </div>
            <Typography variant="subtitle1">
              {provider.priceFrom === null
                ? t('providers.onQuotation')
                : t('providers.priceFrom', {
                    price: fmt.money(provider.priceFrom, provider.currency),
                  })}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {provider.typologies.map((typology) => (
              <Chip key={typology} size="small" label={t(`enums:ProductTypology.${typology}`)} />
            ))}
          </Stack>
          {provider.hasMandatoryPackage && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('providers.mandatoryPackage')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
