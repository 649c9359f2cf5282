import type {
  AirportDetails,
  AirportType,
  OpeningHours,
  Runway,
  RunwaySurface,
} from '../../../entities/airport/contract';

/** The table's short columns: L(arge), M(edium), S(mall) airport or H(eliport). */
type Size = 'L' | 'M' | 'S' | 'H';

const TYPES: Record<Size, AirportType> = {
  L: 'large_airport',
  M: 'medium_airport',
  S: 'small_airport',
  H: 'heliport',
};

/** C: customs, S: slot required, X: congested; '-' where not. */
export type Flags = `${'C' | '-'}${'S' | '-'}${'X' | '-'}`;

export const H24: OpeningHours = { h24: true };

/** Open every day between two local times 'HH:mm'. */
export function hours(opens: string, closes: string): OpeningHours {
  return { h24: false, opens, closes };
}

export function r(
  designator: string,
  lengthM: number,
  widthM: number,
  surface: RunwaySurface = 'asphalt',
): Runway {
  return { designator, lengthM, widthM, surface };
}

/** One airport of the catalogue, written as a table row (see europe.ts). */
export function ap(
  id: number,
  icao: string,
  iata: string | null,
  faa: string | null,
  name: string,
  city: string,
  countryCode: string,
  size: Size,
  latitude: number,
  longitude: number,
  elevationM: number,
  timezone: string,
  flags: Flags,
  openingHours: OpeningHours,
  ...runways: Runway[]
): AirportDetails {
  return {
    id,
    icao,
    iata,
    faa,
    name,
    city,
    countryCode,
    type: TYPES[size],
    latitude,
    longitude,
    elevationM,
    timezone,
    runways,
    customs: flags[0] === 'C',
    slotRequired: flags[1] === 'S',
    congested: flags[2] === 'X',
    openingHours,
  };
}
