/**
 * Contract of trips (spec sections 3 "Trip", "Trip filter", "Passenger", "Slot"; 4 trip
 * cascades; 7 "Trip" and "Trip step"), generated from docs/api/openapi.yaml (tags `trips` and
 * `slots`), where each call is described with its right and errors.
 * DECISIONS.md "Trips": a trip has ordered steps; a flight step (a leg, `TripFlight`) has a
 * departure event at one airport (ETD) and an arrival event at the next (ETA); a transfer step
 * (`TripTransfer`) takes passengers from an event's airport to a destination by taxi or
 * helicopter. Services are bought per event; slots belong to events.
 *
 * Times: the front sends local wall-clock times of the event's airport as `Y-m-dTH:i`
 * (`2026-12-04T09:30`, 24 h, no zone); the API answers instants as ISO UTC strings
 * (`2026-12-04T08:30:00.000Z`) plus the airport's IANA time zone, and the front shows both.
 *
 * Rights: reading TRIP_VIEW (OPERATOR_TRIP_VIEW reads every organization's trips with
 * `organization` in the query), creating TRIP_ADD, editing TRIP_EDIT, slots
 * TRIP_SLOT_MANAGEMENT_VIEW. A seller reads a trip only through the events whose providers
 * include its organization on a step visible in the list; other trips are 404.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumList } from '../../lib/api/enumList';

export type TripType = Schemas['TripType'];
export const TRIP_TYPES = enumList<TripType>()(['one_way', 'round_trip', 'multi_leg']);

export type FlightType = Schemas['FlightType'];
export const FLIGHT_TYPES = enumList<FlightType>()([
  'domestic',
  'international',
  'schengen',
  'non_schengen',
]);

export type FlightMission = Schemas['FlightMission'];
export const FLIGHT_MISSIONS = enumList<FlightMission>()([
  'commercial',
  'private',
  'training',
  'medevac',
  'cargo',
  'ferry',
  'positioning',
]);

export type MovementType = Schemas['MovementType'];
export const MOVEMENT_TYPES = enumList<MovementType>()(['arrival', 'departure']);

export type SlotStatus = Schemas['SlotStatus'];
export const SLOT_STATUSES = enumList<SlotStatus>()([
  'not_assigned',
  'not_requested',
  'requested',
  'submitted',
]);

export type TransferMode = Schemas['TransferMode'];
export const TRANSFER_MODES = enumList<TransferMode>()(['taxi', 'helicopter']);

export type PassengerStatus = Schemas['PassengerStatus'];
export const PASSENGER_STATUSES = enumList<PassengerStatus>()([
  'confirmed',
  'pending',
  'cancelled',
]);

/** Where a trip stands on the demo clock: before its first ETD, between, after its last ETA. */
export type TripStatus = Schemas['TripStatus'];
export const TRIP_STATUSES = enumList<TripStatus>()([
  'planned',
  'in_progress',
  'completed',
  'cancelled',
]);

export type Ref = Schemas['Ref'];
/** An airport as a trip shows it (full details: GET api/airport/{id}). */
export type TripAirport = Schemas['TripAirport'];
export type TripAircraft = Schemas['TripAircraft'];
export type TripCrewMember = Schemas['TripCrewMember'];
export type Slot = Schemas['Slot'];
export type Ppr = Schemas['Ppr'];
export type Passenger = Schemas['Passenger'];
export type FlightPlan = Schemas['FlightPlan'];
export type GendecDocument = Schemas['GendecDocument'];
/** One movement at one airport: the unit of the cart, of slots and of the seller's view. */
export type TripEvent = Schemas['TripEvent'];
export type FlightStep = Schemas['FlightStep'];
export type TransferStep = Schemas['TransferStep'];
export type TripStep = FlightStep | TransferStep;
export type Trip = Schemas['Trip'];
/** A row of the list. */
export type TripSummary = Schemas['TripSummary'];
export type TripPage = Schemas['TripPage'];

/** The spec's trip filter, as query parameters (ids as numbers, dates `YYYY-MM-DD`). */
export interface TripFilterQuery {
  name?: string;
  customer?: number;
  start?: string;
  end?: string;
  flightMission?: FlightMission;
  flightType?: FlightType;
  movementType?: MovementType;
  organizationAircraftType?: string;
  organizationAircraft?: number;
  airport?: number;
  organizationHelicopter?: number;
  organizationCrewMember?: number;
  organizationAirport?: number;
  externalCalendarHelicopters?: boolean;
  /** Operators only: one organization's trips. */
  organization?: number;
  /**
   * Trips with a leg departing within CLEARANCE_WINDOW_HOURS that lacks a slot or a PPR
   * (`clearanceDue`): the buyer's work to do on the home page.
   */
  missingClearance?: boolean;
}

/** A filter's choice: an id (or an aircraft type's code) and its label. */
export type Option<V extends string | number = number> = Omit<Schemas['Option'], 'value'> & {
  value: V;
};

export type TripFilterOptions = Schemas['TripFilterOptions'];
export type TripCalendarEvent = Schemas['TripCalendarEvent'];
export type TripOrganizationInfos = Schemas['TripOrganizationInfos'];
export type TripPayload = Schemas['TripPayload'];
export type PassengerPayload = Schemas['PassengerPayload'];
export type FlightStepPayload = Schemas['FlightStepPayload'];
export type TransferStepPayload = Schemas['TransferStepPayload'];
export type FlightPlanPayload = Schemas['FlightPlanPayload'];
export type SlotDecisionPayload = Schemas['SlotDecisionPayload'];
/** What a cascade did: the trip after it and the quotes it cancelled (to refill the cart). */
export type TripCascadeResult = Schemas['TripCascadeResult'];
export type CostCharge = Schemas['CostCharge'];
export type CostDetails = Schemas['CostDetails'];
export type Gendec = Schemas['Gendec'];
export type GendecPayload = Schemas['GendecPayload'];
export type SlotRequest = Schemas['SlotRequest'];
export type SlotRequestPage = Schemas['SlotRequestPage'];

export type AgeCategoryValue = Schemas['AgeCategoryValue'];
export const AGE_CATEGORIES = enumList<AgeCategoryValue>()(['adult', 'children', 'baby']);

/** Quote states (spec section 4), as the trip shows them beside each event's services. */
export type TripQuoteState = Schemas['TripQuoteState'];
export type TripServiceLine = Schemas['TripServiceLine'];
/** A quote or order on an event, as the trip shows it (the full quote: the orders screens). */
export type TripOrderedService = Schemas['TripOrderedService'];
/** A quote a cascade cancelled, with what the front puts back in the new event's cart. */
export type TripCancelledQuote = Schemas['TripCancelledQuote'];
