import type { AircraftType } from '../../../entities/aircraft/contract';

/** A catalogue entry as stored: the contract's aircraft type, nothing server-only. */
export type AircraftTypeRecord = AircraftType;

declare module '../../db/types' {
  interface Db {
    aircraftTypes: AircraftTypeRecord[];
  }
}
