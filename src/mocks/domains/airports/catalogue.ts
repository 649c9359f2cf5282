import type { AirportDetails, AirportType } from '../../../entities/airport/contract';
import { folded, naturalOrder } from '../../api';
import { EUROPE } from './europe';
import { MIDDLE_EAST } from './middleEast';
import { NORTH_AMERICA } from './northAmerica';

/**
 * The one airport catalogue of the demo API: reference data, the same for every organization
 * and never edited, so a constant rather than a collection of `db` (ids stable across resets).
 * Organizations (airport-search, an organization's airports) and registration read it too.
 */
export const AIRPORTS: readonly AirportDetails[] = [...EUROPE, ...NORTH_AMERICA, ...MIDDLE_EAST];

export const AIRPORT_TYPES = [
  'large_airport',
  'medium_airport',
  'small_airport',
  'heliport',
] as const satisfies readonly AirportType[];

const byId = new Map(AIRPORTS.map((airport) => [airport.id, airport]));
const byIcao = new Map(AIRPORTS.map((airport) => [airport.icao, airport]));

export function airportById(id: number): AirportDetails | undefined {
  return byId.get(id);
}

export function airportByIcao(icao: string): AirportDetails | undefined {
  return byIcao.get(icao);
}

function codesOf(airport: AirportDetails): string[] {
  return [airport.icao, airport.iata ?? '', airport.faa ?? ''];
}

/** Whether the folded text appears in the ICAO, IATA or FAA code, the name or the city. */
export function airportMatches(airport: AirportDetails, foldedText: string): boolean {
  if (foldedText === '') return true;
  return [...codesOf(airport), airport.name, airport.city].some((value) =>
    folded(value).includes(foldedText),
  );
}

/** 0 when one of the airport's codes is exactly the folded text, 1 otherwise. */
function codeRank(airport: AirportDetails, foldedText: string): number {
  return foldedText !== '' && codesOf(airport).some((code) => folded(code) === foldedText) ? 0 : 1;
}

/**
 * Airports matching the text (accents and case aside): exact code matches first ('OLB' is
 * Olbia before Beirut's OLBA), then in the catalogue's order. The pickers' search.
 */
export function matchingAirports(text: string): AirportDetails[] {
  const wanted = folded(text.trim());
  return AIRPORTS.filter((airport) => airportMatches(airport, wanted)).sort(
    (a, b) => codeRank(a, wanted) - codeRank(b, wanted),
  );
}

export interface AirportListQuery {
  searchQuery?: string;
  countryCode?: string;
  type?: AirportType;
}

/**
 * GET api/airport's matches: those whose code is exactly the text first (typing 'NCE' puts Nice
 * on top), then by name, then by id so that pages never shuffle.
 */
export function findAirports({
  searchQuery,
  countryCode,
  type,
}: AirportListQuery): AirportDetails[] {
  const wanted = folded(searchQuery?.trim() ?? '');
  return AIRPORTS.filter(
    (airport) =>
      (countryCode === undefined || airport.countryCode === countryCode) &&
      (type === undefined || airport.type === type) &&
      airportMatches(airport, wanted),
  ).sort(
    (a, b) =>
      codeRank(a, wanted) - codeRank(b, wanted) ||
      naturalOrder.compare(a.name, b.name) ||
      a.id - b.id,
  );
}
