import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useCan } from '@/lib/auth/useCan';
import { useListServicesQuery, type ServiceSummary } from '@/entities/service';

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
    };
  }, [result.data]);
}
