import type { Schemas } from '../../../lib/api/contract';
import type {
  OrganizationAircraftPayload,
  OrganizationHelicopter,
} from '../../../entities/organization/contract';

/**
 * An organization's aircraft as stored: the payload plus what the catalogue type gave it and
 * its owner. `homebase` and `boundToTrip` of the contract are computed when answering.
 */
export interface OrganizationAircraftRecord extends OrganizationAircraftPayload {
  id: number;
  organizationId: number;
  manufacturer: string;
  model: string;
  icaoType: string;
  category: Schemas['AircraftCategory'];
  createdAt: string;
  updatedAt: string;
}

/** The contract's helicopter plus its owner (never sent to the front). */
export interface OrganizationHelicopterRecord extends OrganizationHelicopter {
  organizationId: number;
}

declare module '../../db/types' {
  interface Db {
    organizationAircraft: OrganizationAircraftRecord[];
    organizationHelicopters: OrganizationHelicopterRecord[];
  }
}
