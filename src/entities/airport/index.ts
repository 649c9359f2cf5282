export { AIRPORT_SUGGESTIONS, airportsApi, useSearchAirportsQuery } from './airports.api';
export type {
  AirportDetails,
  AirportFilters,
  AirportPage,
  AirportType,
  OpeningHours,
  Runway,
  RunwaySurface,
} from './airports.types';
