import type {
  FleetAirport,
  OrganizationAircraft,
  OrganizationHelicopter,
} from '@/entities/organization';
import type { StatusTone } from '@/lib/ui';

/** "Alpine One (F-HALP)": how an aircraft is named in titles, dialogs and action labels. */
export function aircraftLabel(aircraft: Pick<OrganizationAircraft, 'name' | 'registration'>) {
  return `${aircraft.name} (${aircraft.registration})`;
}

/** "H145 D3 (3A-MCB)": how a helicopter is named in titles, dialogs and action labels. */
export function helicopterLabel(
  helicopter: Pick<OrganizationHelicopter, 'modelType' | 'registration'>,
): string {
  return `${helicopter.modelType} (${helicopter.registration})`;
}

/** "Cessna Citation Latitude": a catalogue type as people name it. */
export function typeLabel(type: { manufacturer: string; model: string }): string {
  return `${type.manufacturer} ${type.model}`;
}

/** "LFLL · Lyon-Saint Exupéry": a home base by its ICAO code and name. */
export function airportLabel(airport: Pick<FleetAirport, 'icao' | 'name'>): string {
  return `${airport.icao} · ${airport.name}`;
}

/** An aircraft's state on the status palette: in maintenance waits, inactive is neutral. */
export const AIRCRAFT_STATUS_TONES: Readonly<Record<OrganizationAircraft['status'], StatusTone>> = {
  active: 'success',
  maintenance: 'warning',
  inactive: 'neutral',
};
