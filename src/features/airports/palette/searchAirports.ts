import type { Schemas } from '@/lib/api/contract';
import { searchRead } from '@/lib/api/searchRead';
import type { PaletteResult } from '@/lib/contributions/contributions';
import { airports } from '../resource';

/** The operator's palette: an airport by ICAO, IATA, name or city (GET api/airport). */
export default async function searchAirports(
  text: string,
  signal: AbortSignal,
): Promise<PaletteResult[]> {
  const page = await searchRead<Schemas['AirportPage']>(
    'api/airport',
    { searchQuery: text, page: 1, numberOfItemsPerPage: 5 },
    signal,
  );
  return page.airports.map((airport) => ({
    label: `${airport.icao ?? airport.iata ?? ''} ${airport.name}`.trim(),
    detail: airport.city ?? undefined,
    to: airports.paths.edit({ id: airport.id }),
  }));
}
