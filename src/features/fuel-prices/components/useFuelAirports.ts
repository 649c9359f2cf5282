import { fuelPricesApi } from '../api/fuelPrices.api';

const ALL_ROWS = { page: 1, pageSize: 100, sort: null, order: 'asc', filters: {} } as const;

/**
 * The ICAO filter's choices: the airports the seller prices (its rows' airports, from one page
 * of 100 rows: a board holds a few airports, each with a few fuels and periods).
 */
export function useFuelAirports(): { value: string; label: string }[] {
  const { data } = fuelPricesApi.useList(ALL_ROWS);
  const icaos = [...new Set((data?.items ?? []).map((row) => row.icao))].sort();
  return icaos.map((icao) => ({ value: icao, label: icao }));
}
