import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { airportsApi } from '@/entities/airport';
import type { OrganizationAirports } from '@/entities/organization';
import { withTagTypes } from '@/lib/api/baseApi';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

const SELLER_AIRPORTS = 'SellerAirports';

/**
 * The selected organization's airports (GET api/organization/{id}/airports): a service is sold
 * only at these. The call answers ICAO codes; a service names airports by id, read through the
 * airport search.
 */
const sellerAirportsApi = withTagTypes([SELLER_AIRPORTS]).injectEndpoints({
  endpoints: (build) => ({
    getSellerAirports: build.query<OrganizationAirports, number>({
      query: (id) => `api/organization/${id}/airports`,
      providesTags: [SELLER_AIRPORTS],
    }),
  }),
});

export interface AirportChoice {
  value: number;
  label: string;
}

/** The organization's airports as choices (id, "ICAO — name"), once each is read. */
export function useSellerAirportChoices(): { choices: AirportChoice[]; isLoading: boolean } {
  const organizationId = useAppSelector(selectSelectedOrganizationId);
  const { data, isLoading } = sellerAirportsApi.useGetSellerAirportsQuery(
    organizationId ?? skipToken,
  );
  const icaos = useMemo(() => (data?.airports ?? []).map((airport) => airport.icao), [data]);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const subscriptions = icaos.map((icao) =>
      dispatch(airportsApi.endpoints.searchAirports.initiate(icao)),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, icaos]);
  const found = useAppSelector(
    (state) =>
      icaos.map((icao) =>
        airportsApi.endpoints.searchAirports
          .select(icao)(state)
          .data?.find((airport) => airport.icao === icao),
      ),
    shallowEqual,
  );
  const choices = useMemo(
    () =>
      found.flatMap((airport) =>
        airport ? [{ value: airport.id, label: `${airport.icao} — ${airport.name}` }] : [],
      ),
    [found],
  );
  return { choices, isLoading: isLoading || found.some((airport) => airport === undefined) };
}
