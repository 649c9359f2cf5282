import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { airportsApi } from '@/entities/airport';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

/**
 * The ICAO codes of airports known by id (a service's airports are ids): each one read once
 * through GET api/airport/{id} and cached; the id stands in until it is read.
 */
export function useAirportCodes(ids: readonly number[]): Map<number, string> {
  const dispatch = useAppDispatch();
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  const unique = useMemo(() => (key === '' ? [] : key.split(',').map(Number)), [key]);
  useEffect(() => {
    const subscriptions = unique.map((id) =>
      dispatch(airportsApi.endpoints.getAirport.initiate(id)),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, unique]);
  const codes = useAppSelector(
    (state) => unique.map((id) => airportsApi.endpoints.getAirport.select(id)(state).data?.icao),
    shallowEqual,
  );
  return useMemo(
    () => new Map(unique.map((id, index) => [id, codes[index] ?? `#${id}`])),
    [unique, codes],
  );
}

/** The airports of a service by their ICAO codes, in its order. */
export function AirportCodes({ ids }: { ids: readonly number[] }) {
  const codes = useAirportCodes(ids);
  return <>{ids.map((id) => codes.get(id) ?? `#${id}`).join(', ')}</>;
}
