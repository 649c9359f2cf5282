import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useCan } from '@/lib/auth/useCan';
import { useListNegotiatedRatesQuery } from '@/entities/negotiated-rate';
import { useListServicesQuery, type ServiceSummary } from '@/entities/service';

/** Every service or client company of the seller (the API's page maximum). */
const ALL = { page: 1, pageSize: 100, sort: null, order: 'asc', filters: {} } as const;

/** The seller's services by id, and as choices. */
export function useSellerServices() {
  // Without SERVICE_VIEW the call is a 403 (and a trip to not-authorized): ids only then.
  const can = useCan();
  const result = useListServicesQuery(can('SERVICE_VIEW') ? ALL : skipToken);
  return useMemo(() => {
    const services: readonly ServiceSummary[] = result.data?.items ?? [];
    return {
      byId: new Map(services.map((service) => [service.id, service])),
      options: services.map((service) => ({ value: service.id, label: service.name })),
    };
  }, [result.data]);
}

/** The services as the lines' choices. */
export const useServiceOptions = () => useSellerServices().options;

/** The seller's client companies (their negotiated rates) as choices: name and VAT number. */
export function useCompanyOptions() {
  const { data } = useListNegotiatedRatesQuery(ALL);
  return useMemo(
    () =>
      (data?.items ?? []).map((rate) => ({
        value: rate.id,
        label: `${rate.companyName} (${rate.intracommunityVatNumber})`,
      })),
    [data],
  );
}
