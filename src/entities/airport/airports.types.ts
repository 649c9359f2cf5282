/**
 * The airport catalogue's contract (spec sections 3 and 7), shared by the trip, fleet,
 * organization and registration screens. Type-only.
 *
 *   GET api/airport        list: page, numberOfItemsPerPage, searchQuery (ICAO, IATA, FAA, name
 *                          or city, accents and case aside), countryCode, type; answers AirportPage
 *                          (exact code matches first, then by name)
 *   GET api/airport/{id}   AirportDetails; 404 errors.airport_not_found
 */

export type AirportType = 'large_airport' | 'medium_airport' | 'small_airport' | 'heliport';

export type RunwaySurface = 'asphalt' | 'concrete' | 'grass' | 'gravel' | 'water';

export interface Runway {
  /** Both ends' designators, e.g. '09/27', '04L/22R'; a heliport's pad is 'H1'. */
  designator: string;
  /** Metres (the front converts with the user's unit system). */
  lengthM: number;
  widthM: number;
  surface: RunwaySurface;
}

/** Open around the clock, or every day between two local times (the airport's time zone). */
export type OpeningHours = { h24: true } | { h24: false; opens: string; closes: string };

export interface AirportDetails {
  id: number;
  /** Four letters, e.g. 'LFMN'. */
  icao: string;
  /** Three letters, e.g. 'NCE'; null when the airport has none. */
  iata: string | null;
  /** The US location identifier (FAA LID), e.g. 'TEB'; null outside the United States. */
  faa: string | null;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  type: AirportType;
  latitude: number;
  longitude: number;
  /** Metres above mean sea level (negative below it). */
  elevationM: number;
  /** IANA time zone, e.g. 'Europe/Paris'. */
  timezone: string;
  /** Empty only for a heliport without a published pad. */
  runways: Runway[];
  customs: boolean;
  slotRequired: boolean;
  congested: boolean;
  openingHours: OpeningHours;
}

/** The list answer: the API's page shape `{ <items key>, totalItems }`. */
export interface AirportPage {
  airports: AirportDetails[];
  totalItems: number;
}

/** The list query (besides page, numberOfItemsPerPage and searchQuery). */
export interface AirportFilters {
  countryCode?: string;
  type?: AirportType;
}
