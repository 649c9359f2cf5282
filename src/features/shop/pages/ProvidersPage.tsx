import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import {
  PRODUCT_TYPOLOGIES,
  type ShopProvider,
  type ShopProvidersPage,
} from '@/lib/api/shop.types';
import type { CartEventKey } from '@/lib/cart';
import { useFormatters } from '@/lib/format';
import { paths } from '@/lib/paths';
import { selectPreferences } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { EmptyState, RecordGate } from '@/lib/ui';
import { useShopProvidersQuery } from '../api/shop.api';
import { ShopFrame } from '../components/browse/ShopFrame';
import {
  parseProviderFilters,
  providerFiltersToSearch,
  PROVIDERS_PAGE_SIZE,
  withFilter,
  type ProviderFilters,
} from '../model/providerFilters';
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

function ProviderList({ cartKey }: { cartKey: CartEventKey }) {
  const { t } = useTranslation(['shop', 'enums']);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseProviderFilters(searchParams);
  const { currency } = useAppSelector(selectPreferences);
  const [search, setSearch] = useState(filters.search);
  const result = useShopProvidersQuery({
    tripId: cartKey.tripId,
    eventId: cartKey.eventId,
    airportId: cartKey.airportId,
    currency,
    ...(filters.categoryId !== null && { categoryId: filters.categoryId }),
    ...(filters.typology !== null && { typology: filters.typology }),
    ...(filters.search !== '' && { search: filters.search }),
    page: filters.page,
    numberOfItemsPerPage: PROVIDERS_PAGE_SIZE,
  });
  const apply = (next: ProviderFilters) =>
    setSearchParams(providerFiltersToSearch(next), { replace: true });

  // The search field follows the URL (back, a link), and the URL the field after a pause in typing.
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setSearch(filters.search);
  }
  useEffect(() => {
    if (search.trim() === filters.search) return undefined;
    const timer = setTimeout(() => apply(withFilter(filters, { search: search.trim() })), 300);
    return () => clearTimeout(timer);
  });

  const categories = result.data?.categories ?? [];
  return (
    <>
      <Stack
        component="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3 }}
        aria-label={t('providers.filters')}
      >
        <TextField
          label={t('providers.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ minWidth: 200 }}
        />
        <TextField
          select
          label={t('providers.category')}
          value={filters.categoryId === null ? '' : String(filters.categoryId)}
          onChange={(event) =>
            apply(
              withFilter(filters, {
                categoryId: event.target.value === '' ? null : Number(event.target.value),
              }),
            )
          }
          size="small"
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('providers.all')}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={String(category.id)}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('providers.typology')}
          value={filters.typology ?? ''}
          onChange={(event) => {
            const typology = PRODUCT_TYPOLOGIES.find((value) => value === event.target.value);
            apply(withFilter(filters, { typology: typology ?? null }));
          }}
          size="small"
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('providers.all')}</MenuItem>
          {PRODUCT_TYPOLOGIES.map((typology) => (
            <MenuItem key={typology} value={typology}>
              {t(`enums:ProductTypology.${typology}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <RecordGate record={result}>
        {(page) => <ProviderCards page={page} cartKey={cartKey} filters={filters} apply={apply} />}
      </RecordGate>
    </>
  );
}

function ProviderCards({
  page,
  cartKey,
  filters,
  apply,
}: {
  page: ShopProvidersPage;
  cartKey: CartEventKey;
  filters: ProviderFilters;
  apply: (next: ProviderFilters) => void;
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
          page={Math.min(filters.page, pages)}
          onChange={(_event, value) => apply({ ...filters, page: value })}
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
        to={paths.shop.provider({ providerId: provider.id, ...cartKey })}
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
