import type { TripEvent } from '@/lib/api/trips.types';
import { utcToZoned } from '@/lib/format/zonedTime';

/** An event's time at its airport and in UTC, both `YYYY-MM-DD HH:mm` (24 h). */
export function eventTimes(event: Pick<TripEvent, 'scheduledAt' | 'airport'>) {
  const local = utcToZoned(event.scheduledAt, event.airport.timezone);
  const utc = utcToZoned(event.scheduledAt, 'UTC');
  return {
    local: local === '' ? '—' : local.replace('T', ' '),
    utc: utc === '' ? '—' : utc.replace('T', ' '),
    zone: event.airport.timezone,
  };
}

/** "LFMN Nice Côte d'Azur (Nice)". */
export function airportLabel(airport: { icao: string; name: string; city: string }): string {
  return `${airport.icao} ${airport.name} (${airport.city})`;
}
