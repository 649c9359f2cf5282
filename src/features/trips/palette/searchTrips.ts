import type { Schemas } from '@/lib/api/contract';
import { searchRead } from '@/lib/api/searchRead';
import type { PaletteResult } from '@/lib/contributions/contributions';
import { tripPaths } from '../paths';

/** The palette's trips: words of the name (GET api/trip?name=), the route as the second line. */
export default async function searchTrips(
  text: string,
  signal: AbortSignal,
): Promise<PaletteResult[]> {
  const page = await searchRead<Schemas['TripPage']>(
    'api/trip',
    { name: text, page: 1, numberOfItemsPerPage: 5 },
    signal,
  );
  return page.trips.map((trip) => ({
    label: trip.name,
    detail: trip.route.join(' – ') || undefined,
    to: tripPaths.detail({ tripId: trip.id }),
  }));
}
