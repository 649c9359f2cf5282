import type { Schemas } from '../../../lib/api/contract';

/** A catalogue entry as stored: the contract's aircraft type, nothing server-only. */
export type AircraftTypeRecord = Schemas['AircraftType'];

declare module '../../db/types' {
  interface Db {
    aircraftTypes: AircraftTypeRecord[];
  }
}
