import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { OrganizationHelicopterPage } from '@/entities/organization';
import { withTagTypes } from '@/lib/api/baseApi';
import { useCan } from '@/lib/auth/useCan';

const SELLER_HELICOPTERS = 'SellerHelicopters';
/** The fleet call's largest page: a transfer's aircraft is chosen among all of them. */
const ALL = 100;

/** The selected organization's helicopters (GET api/organization-helicopter), a transfer's aircraft. */
const sellerHelicoptersApi = withTagTypes([SELLER_HELICOPTERS]).injectEndpoints({
  endpoints: (build) => ({
    getSellerHelicopters: build.query<OrganizationHelicopterPage, null>({
      query: () => ({ url: 'api/organization-helicopter', params: { numberOfItemsPerPage: ALL } }),
      providesTags: [SELLER_HELICOPTERS],
    }),
  }),
});

/**
 * The helicopters as choices ("H130 T2 · 3A-MCA"). Without the fleet's right the list is not
 * asked (it would answer 403): the aircraft saved stays the one choice.
 */
export function useSellerHelicopterChoices(
  current?: { helicopterId: number; helicopterModel: string; registration: string } | null,
): { value: number; label: string }[] {
  const can = useCan();
  const { data } = sellerHelicoptersApi.useGetSellerHelicoptersQuery(
    can('ORGANIZATION_ACCOUNT_HELICOPTER_VIEW') ? null : skipToken,
  );
  return useMemo(() => {
    const choices = (data?.organizationHelicopters ?? []).map((helicopter) => ({
      value: helicopter.id,
      label: `${helicopter.manufacturer} ${helicopter.modelType} · ${helicopter.registration}`,
    }));
    if (current && !choices.some((choice) => choice.value === current.helicopterId)) {
      choices.push({
        value: current.helicopterId,
        label: `${current.helicopterModel} · ${current.registration}`,
      });
    }
    return choices;
  }, [data, current]);
}
