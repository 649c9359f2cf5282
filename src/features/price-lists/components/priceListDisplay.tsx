import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useCan } from '@/lib/auth/useCan';
import { useListServicesQuery, type ServiceSummary } from '@/entities/service';
import type { PriceList } from '@/entities/price-list';

/** The list's name in titles, dialogs and action labels. */
export const nameOf = (list: Pick<PriceList, 'name'>) => list.name;

/** What deleting a price list loses, in the delete dialog. */
export const deleteMessage = (t: TFunction<'priceLists'>) => (list: PriceList) =>
  t('list.deleteMessage', { name: list.name, company: list.company.companyName });

/** Every service of the seller (the API's page maximum), to name and price the lines. */
const ALL_SERVICES = { page: 1, pageSize: 100, sort: null, order: 'asc', filters: {} } as const;

/** The seller's services by id, and as choices. */
export function useSellerServices() {
  // Without SERVICE_VIEW the call is a 403 (and a trip to not-authorized): ids only then.
  const can = useCan();
  const result = useListServicesQuery(can('SERVICE_VIEW') ? ALL_SERVICES : skipToken);
  return useMemo(() => {
    const services: readonly ServiceSummary[] = result.data?.items ?? [];
    return {
      byId: new Map(services.map((service) => [service.id, service])),
      options: services.map((service) => ({ value: service.id, label: service.name })),
      isLoading: result.isLoading,
    };
  }, [result.data, result.isLoading]);
}
