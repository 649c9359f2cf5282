import type { Airport, AirportPayload } from '../api/airports.api';

/** What the airport form edits: numbers typed as numbers, codes as text. */
export interface AirportFormValues {
  icao: string;
  iata: string | null;
  name: string;
  city: string;
  countryCode: string;
  type: AirportPayload['type'];
  timezone: string;
  latitude: number | null;
  longitude: number | null;
  elevationM: number | null;
}

/** Every IANA zone the browser knows, for the time zone's choice. */
export const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

export function airportToValues(airport: Airport): AirportFormValues {
  const { icao, iata, name, city, countryCode, type, timezone, latitude, longitude } = airport;
  return {
    icao,
    iata,
    name,
    city,
    countryCode,
    type,
    timezone,
    latitude,
    longitude,
    elevationM: airport.elevationM,
  };
}

export function toAirportPayload(values: AirportFormValues): AirportPayload {
  const { elevationM, latitude, longitude, ...rest } = values;
  return {
    ...rest,
    // Required by the form's schema: a checked value is never null here.
    latitude: latitude ?? 0,
    longitude: longitude ?? 0,
    ...(elevationM !== null && { elevationM }),
  };
}
