import type {
  FlightMission,
  FlightPlan,
  FlightType,
  GendecDocument,
  MovementType,
  Passenger,
  Ppr,
  Slot,
  TransferMode,
  TripType,
} from '../../../entities/trip/contract';

/**
 * One movement at one airport as stored: the contract's event without what is derived when
 * answering (the airport's details from the catalogue, providers and services from `quotes`).
 */
export interface TripEventRecord {
  id: number;
  movementType: MovementType;
  airportId: number;
  /** ISO UTC. */
  scheduledAt: string;
  airportValidated: boolean;
  slot: Slot;
  /** The organization that made the slot's decision (`slot.decidedAt`): the bell names it. */
  slotDecidedById?: number;
  ppr: Ppr;
}

interface StepRecordBase {
  id: number;
  position: number;
  visibleInList: boolean;
  cancelled: boolean;
  /** When cost details were first asked (demo clock, ms): they are ready ~300 ms later. */
  costAskedAtMs: number | null;
}

export interface FlightStepRecord extends StepRecordBase {
  className: 'TripFlight';
  flightDeparture: TripEventRecord;
  flightArrival: TripEventRecord;
  adults: number;
  children: number;
  babies: number;
  bags: number;
  luggageKg: number;
  crewCount: number;
  flightType: FlightType;
  flightMission: FlightMission;
  /** Ids of `crewMembers` (the fleet domain), in the order chosen. */
  crewMemberIds: number[];
  passengers: Passenger[];
  flightPlan: FlightPlan | null;
  gendecDocuments: GendecDocument[];
  healthDeclaration: boolean;
  cargoDeclaration: string | null;
}

export interface TransferStepRecord extends StepRecordBase {
  className: 'TripTransfer';
  /** The trip's event the transfer leaves from (its airport). */
  fromEventId: number;
  /** The transfer's own movement (airport of `fromEventId`, departure at the transfer's time). */
  transferDeparture: TripEventRecord;
  mode: TransferMode;
  destination: string;
  passengers: number;
  helicopterOperatorId: number | null;
  /** The operator's helicopter flying it (the `organizationHelicopter` filter), when known. */
  helicopterId: number | null;
}

export type TripStepRecord = FlightStepRecord | TransferStepRecord;

/** The contract's trip plus its owner and aircraft by id; status and dates are derived. */
export interface TripRecord {
  id: number;
  name: string;
  type: TripType;
  organizationId: number;
  organizationAircraftId: number | null;
  /** In order of position. */
  steps: TripStepRecord[];
  createdAt: string;
  updatedAt: string;
}

/** A quote or order as stored: the contract as is (the orders issue adds its fields there). */
declare module '../../db/types' {
  interface Db {
    trips: TripRecord[];
  }
}
