import type { AirportDetails, AirportType } from '../../../entities/airport/contract';
import { folded, naturalOrder } from '../../api';
import { db } from '../../db';
import { EUROPE } from './europe';
import { MIDDLE_EAST } from './middleEast';
import { NORTH_AMERICA } from './northAmerica';

/**
 * The seeded airport catalogue (ids stable across resets). Operators edit it (api/airport's
 * writes), so the demo API reads `db.airports`, seeded from these rows; before the first seed
 * (other domains' seeds read airports while the database fills) the rows themselves answer.
 */
export const AIRPORTS: readonly AirportDetails[] = [...EUROPE, ...NORTH_AMERICA, ...MIDDLE_EAST];

declare module '../../db/types' {
  interface Db {
    airports: AirportDetails[];
  }
}

/** The catalogue as it is now: the database's, or the seed rows before the first seed. */
export function currentAirports(): readonly AirportDetails[] {
  return Array.isArray(db.airports) ? db.airports : AIRPORTS;
}

let indexed: { list: readonly AirportDetails[]; version: number } | null = null;
let version = 0;
let byId = new Map<number, AirportDetails>();
let byIcao = new Map<string, AirportDetails>();

/** Called after every write: the id and ICAO indexes are rebuilt on the next read. */
export function airportsChanged(): void {
  version += 1;
}

function indexes() {
  const list = currentAirports();
  if (indexed?.list !== list || indexed.version !== version) {
    byId = new Map(list.map((airport) => [airport.id, airport]));
    byIcao = new Map(list.map((airport) => [airport.icao, airport]));
    indexed = { list, version };
  }
  return { byId, byIcao };
}

export const AIRPORT_TYPES = [
  'large_airport',
  'medium_airport',
  'small_airport',
  'heliport',
] as const satisfies readonly AirportType[];

export function airportById(id: number): AirportDetails | undefined {
  return indexes().byId.get(id);
}

export function airportByIcao(icao: string): AirportDetails | undefined {
  return indexes().byIcao.get(icao);
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
  return currentAirports()
    .filter((airport) => airportMatches(airport, wanted))
    .sort((a, b) => codeRank(a, wanted) - codeRank(b, wanted));
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
  return currentAirports()
    .filter(
      (airport) =>
        (countryCode === undefined || airport.countryCode === countryCode) &&
        (type === undefined || airport.type === type) &&
        airportMatches(airport, wanted),
    )
    .sort(
      (a, b) =>
        codeRank(a, wanted) - codeRank(b, wanted) ||
        naturalOrder.compare(a.name, b.name) ||
        a.id - b.id,
    );
}
