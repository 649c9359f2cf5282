import type { AircraftType } from '../../../lib/api/aircraft.types';

/** A catalogue entry as stored: the contract's aircraft type, nothing server-only. */
export type AircraftTypeRecord = AircraftType;

declare module '../../db/types' {
  interface Db {
    aircraftTypes: AircraftTypeRecord[];
  }
}
