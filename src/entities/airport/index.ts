/** The airport catalogue: its contract and the airport search read. */
export {
  AIRPORT_SUGGESTIONS,
  airportsApi,
  useGetAirportQuery,
  useSearchAirportsQuery,
} from './airports.api';
export type {
  AirportDetails,
  AirportFilters,
  AirportPage,
  AirportType,
  OpeningHours,
  Runway,
  RunwaySurface,
} from './airports.types';
export * from './contract';
