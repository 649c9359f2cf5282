import type { TripEvent } from '@/lib/api/trips.types';
import { displayDateTime, utcDateTime, utcToLocal } from '../model/localTime';

/** An event's time at its airport and in UTC, both `YYYY-MM-DD HH:mm` (24 h). */
export function eventTimes(event: Pick<TripEvent, 'scheduledAt' | 'airport'>) {
  const local = utcToLocal(event.scheduledAt, event.airport.timezone);
  const utc = utcDateTime(event.scheduledAt);
  return {
    local: local === null ? '—' : displayDateTime(local),
    utc: utc === null ? '—' : displayDateTime(utc),
    zone: event.airport.timezone,
  };
}

/** "LFMN Nice Côte d'Azur (Nice)". */
export function airportLabel(airport: { icao: string; name: string; city: string }): string {
  return `${airport.icao} ${airport.name} (${airport.city})`;
}
