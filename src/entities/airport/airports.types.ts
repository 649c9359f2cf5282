/**
 * The airport catalogue's contract (spec sections 3 and 7), shared by the trip, fleet,
 * organization and registration screens. Type-only: the shapes are the OpenAPI document's
 * (docs/api/openapi.yaml), where their fields are described.
 *
 *   GET api/airport        list: page, numberOfItemsPerPage, searchQuery (ICAO, IATA, FAA, name
 *                          or city, accents and case aside), countryCode, type; answers AirportPage
 *                          (exact code matches first, then by name)
 *   GET api/airport/{id}   AirportDetails; 404 errors.airport_not_found
 */

import type { Schemas } from '../../lib/api/contract';

export type AirportType = Schemas['AirportType'];
export type RunwaySurface = Schemas['RunwaySurface'];
export type Runway = Schemas['Runway'];
/** Open around the clock, or every day between two local times (the airport's time zone). */
export type OpeningHours = Schemas['OpeningHours'];
export type AirportDetails = Schemas['AirportDetails'];
/** The list answer: the API's page shape `{ <items key>, totalItems }`. */
export type AirportPage = Schemas['AirportPage'];

/** The list query (besides page, numberOfItemsPerPage and searchQuery). */
export interface AirportFilters {
  countryCode?: string;
  type?: AirportType;
}
