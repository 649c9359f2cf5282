import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { DetailTabs, useDisplayFormat } from '@/lib/ui';
import { useListServiceAttributesQuery, useListServiceCategoriesQuery } from '../services.api';
import type { Service, ServiceSummary } from '../service.types';
import { useAirportCodes } from './AirportName';
import { NotOnSaleBanner, type BannerAudience } from './NotOnSaleBanner';
import { ServiceChanges } from './ServiceChanges';
import { ServiceTabView } from './ServiceTabView';

type PriceInput = Pick<ServiceSummary, 'pricingType' | 'price' | 'unit' | 'currency'>;

/** "€120.00 per unit", "From €90.00 per slice and night", or "—" on quotation. */
export function usePriceText() {
  const { t } = useTranslation('services');
  const show = useDisplayFormat();
  return (row: PriceInput) => {
    const price = show.money(row.price, row.currency);
    if (price === null) return '—';
    const key = row.pricingType === 'price_per_slice' ? 'priceFrom' : 'pricePer';
    return t(`show.${key}`, { price, unit: t(`units.${row.unit}`).toLowerCase() });
  };
}

/** The summary row's reading of a full service (the header's price fact). */
export function priceOf(service: Service): PriceInput {
  const { pricing } = service;
  // "From" the cheapest slice, as the shop shows it (the first slice need not be the cheapest);
  // without slices, the one price of a slice.
  const slicePrices = pricing.priceSlices.map((slice) => slice.unitPrice);
  return {
    pricingType: pricing.pricingType,
    price: slicePrices.length > 0 ? Math.min(...slicePrices) : pricing.unitPrice,
    unit: pricing.unit,
    currency: pricing.currency,
  };
}

/** The header's key facts: typology, airports, price. */
export function useServiceFacts(service: Service | undefined): string[] {
  const { t } = useTranslation('services');
  const codes = useAirportCodes(service?.airportIds ?? []);
  const priceText = usePriceText();
  if (!service) return [];
  return [
    t(`enums:ProductTypology.${service.typology}`),
    service.airportIds.map((id) => codes.get(id) ?? `#${id}`).join(', '),
    priceText(priceOf(service)),
  ];
}

/**
 * The body of a service's show page, the seller's and the operator's: why it is not on sale
 * (in words addressed to the one reading), what a change awaiting validation changes against
 * the version on sale, then its tabs (only those its typology has), each read-only.
 */
export function ServiceDetail({
  service,
  audience = 'seller',
}: {
  service: Service;
  audience?: BannerAudience;
}) {
  const { t } = useTranslation('services');
  const categories = useListServiceCategoriesQuery(null);
  // The attributes of the version on sale's categories too: the changes name both.
  const categoryIds = [
    ...new Set([
      ...service.information.categoryIds,
      ...(service.onSaleVersion?.information.categoryIds ?? []),
    ]),
  ];
  const attributes = useListServiceAttributesQuery(
    categoryIds.length > 0 ? categoryIds : skipToken,
  );
  return (
    <Stack spacing={2}>
      <NotOnSaleBanner service={service} audience={audience} />
      <ServiceChanges
        service={service}
        audience={audience}
        categories={categories.data}
        attributes={attributes.data}
      />
      <DetailTabs
        label={t('tabs.label')}
        defaultTab={service.tabs[0] ?? 'information'}
        tabs={service.tabs.map((tab) => ({
          value: tab,
          label: t(`tabs.${tab}`),
          render: () => (
            <Stack spacing={2}>
              <ServiceTabView
                service={service}
                tab={tab}
                categories={categories.data}
                attributes={attributes.data}
              />
            </Stack>
          ),
        }))}
      />
    </Stack>
  );
}
