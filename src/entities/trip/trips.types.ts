/**
 * Contract of trips (spec sections 3 "Trip", "Trip filter", "Passenger", "Slot"; 4 trip
 * cascades; 7 "Trip" and "Trip step"). The demo API's handlers import these types (type-only).
 * DECISIONS.md "Trips": a trip has ordered steps; a flight step (a leg, `TripFlight`) has a
 * departure event at one airport (ETD) and an arrival event at the next (ETA); a transfer step
 * (`TripTransfer`) takes passengers from an event's airport to a destination by taxi or
 * helicopter. Services are bought per event; slots belong to events.
 *
 * Times: the front sends local wall-clock times of the event's airport as `Y-m-dTH:i`
 * (`2026-12-04T09:30`, 24 h, no zone); the API answers instants as ISO UTC strings
 * (`2026-12-04T08:30:00.000Z`) plus the airport's IANA time zone, and the front shows both.
 *
 *   GET    api/trip                        page, numberOfItemsPerPage, TripFilterQuery -> TripPage
 *                                          (sorted by first departure, newest first)
 *   GET    api/trip/calendar               start, end (ISO dates, required) + TripFilterQuery
 *                                          -> TripCalendarEvent[] (one per visible flight step
 *                                          and transfer)
 *   GET    api/trip/external-calendar      start, end -> TripCalendarEvent[] of the selected
 *                                          organization's helicopters' external calendars
 *   GET    api/trip-filters                -> TripFilterOptions (the choices of each filter)
 *   GET    api/trip/organization-infos     -> TripOrganizationInfos (the form's choices)
 *   POST   api/trip                        TripPayload -> 201 Trip
 *   GET    api/trip/{id}/infos             -> Trip
 *   PATCH  api/trip/{id}/infos             Partial<TripPayload> -> Trip
 *   DELETE api/trip/{id}/delete            -> TripCascadeResult (its quotes cancelled)
 *   GET    api/trip/{id}/export            -> application/pdf, `trip-<id>.pdf`
 *
 *   POST   api/trip-step-flight            FlightStepPayload -> 201 Trip
 *   PATCH  api/trip-step-flight/{stepId}   Partial<FlightStepPayload> (without tripId)
 *                                          -> TripCascadeResult (airports changed: the quotes
 *                                          of the events whose airport changed are cancelled)
 *   POST   api/trip-step-transfer          TransferStepPayload -> 201 Trip
 *   PATCH  api/trip-step-transfer/{stepId} Partial<TransferStepPayload> -> TripCascadeResult
 *   DELETE api/trip-step/{stepId}/delete   -> TripCascadeResult (the step's quotes cancelled)
 *   PATCH  api/trip-step/{stepId}/disabled-participant  { passengerId, disabled } -> Trip
 *   PATCH  api/trip-step/{stepId}/flight-plan           FlightPlanPayload -> Trip
 *   PATCH  api/trip-step/validate-airport/{eventId}     -> Trip (event.airportValidated)
 *   PATCH  api/trip-step/slot/{eventId}/validate        { requestedAt: Y-m-dTH:i local }
 *                                          -> Trip (slot requested)
 *   PATCH  api/trip-step/slot/{eventId}    SlotDecisionPayload -> TripCascadeResult (decline:
 *                                          the leg is cancelled with its quotes)
 *   GET    api/trip-step/{stepId}/cost-details -> CostDetails (`ready: false` until computed)
 *   GET    api/trip-step/{stepId}/ppr      -> Ppr
 *   GET    api/ppr/{pprId}/print           -> application/pdf, `ppr-<id>.pdf`
 *   GET    api/trip-step/{stepId}/gendec   -> Gendec
 *   PATCH  api/trip-step/{stepId}/gendec   GendecPayload -> Gendec
 *   GET    api/slot                        page, numberOfItemsPerPage, status, airport,
 *                                          searchQuery -> SlotRequestPage (slot management)
 *
 * Rights: reading TRIP_VIEW (OPERATOR_TRIP_VIEW reads every organization's trips with
 * `organization` in the query), creating TRIP_ADD, editing TRIP_EDIT, slots
 * TRIP_SLOT_MANAGEMENT_VIEW. A seller reads a trip only through the events whose providers
 * include its organization on a step visible in the list; other trips are 404.
 * Business errors: `errors.airport_required` (a leg without airport), `errors.inconsistent_date`
 * (arrival not after departure, on `eta`), `errors.airports_not_validated` (slot asked before
 * the airport is validated).
 */

export const TRIP_TYPES = ['one_way', 'round_trip', 'multi_leg'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const FLIGHT_TYPES = ['domestic', 'international', 'schengen', 'non_schengen'] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];

export const FLIGHT_MISSIONS = [
  'commercial',
  'private',
  'training',
  'medevac',
  'cargo',
  'ferry',
  'positioning',
] as const;
export type FlightMission = (typeof FLIGHT_MISSIONS)[number];

export const MOVEMENT_TYPES = ['arrival', 'departure'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const SLOT_STATUSES = ['not_assigned', 'not_requested', 'requested', 'submitted'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export const TRANSFER_MODES = ['taxi', 'helicopter'] as const;
export type TransferMode = (typeof TRANSFER_MODES)[number];

export const PASSENGER_STATUSES = ['confirmed', 'pending', 'cancelled'] as const;
export type PassengerStatus = (typeof PASSENGER_STATUSES)[number];

/** Where a trip stands on the demo clock: before its first ETD, between, after its last ETA. */
export const TRIP_STATUSES = ['planned', 'in_progress', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export interface Ref {
  id: number;
  name: string;
}

/** An airport as a trip shows it (full details: GET api/airport/{id}). */
export interface TripAirport {
  id: number;
  icao: string;
  iata: string | null;
  name: string;
  city: string;
  countryCode: string;
  /** IANA time zone, e.g. `Europe/Paris`. */
  timezone: string;
  slotRequired: boolean;
  customs: boolean;
}

export interface TripAircraft {
  id: number;
  name: string;
  registration: string;
  icaoType: string;
  model: string;
}

export interface TripCrewMember {
  id: number;
  firstName: string;
  lastName: string;
  crewRole: string;
}

export interface Slot {
  id: number;
  /** The coordinator's slot reference once attributed, e.g. `LFMN-A-2291`. */
  number: string | null;
  status: SlotStatus;
  /** The requested and attributed times, ISO UTC. */
  requestedAt: string | null;
  attributedAt: string | null;
}

export interface Ppr {
  id: number;
  /** The airport's prior permission reference, e.g. `PPR-LFMD-0412`; null until granted. */
  number: string | null;
  status: 'not_required' | 'requested' | 'granted';
}

export interface Passenger {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  nationality: string;
  type: AgeCategoryValue;
  status: PassengerStatus;
  /** A passenger with reduced mobility (PRM): the handler is told. */
  disabled: boolean;
}

export interface FlightPlan {
  /** ATS route, e.g. `DCT MTL UM976 BRIGO`. */
  route: string;
  /** Flight level, e.g. 410. */
  cruiseLevel: number;
  cruiseSpeedKt: number;
  alternateIcao: string | null;
  filed: boolean;
}

export interface GendecDocument {
  id: number;
  name: string;
  url: string;
}

/** One movement at one airport: the unit of the cart, of slots and of the seller's view. */
export interface TripEvent {
  id: number;
  movementType: MovementType;
  airport: TripAirport;
  /** ETD (departure) or ETA (arrival), ISO UTC. */
  scheduledAt: string;
  airportValidated: boolean;
  slot: Slot;
  ppr: Ppr;
  /** The sellers with a quote or order on this event (`tripStepProviders`). */
  providers: Ref[];
  /** The services ordered for this event (their quotes and orders). */
  services: TripOrderedService[];
}

interface StepBase {
  id: number;
  /** 1-based order in the trip. */
  position: number;
  /** False hides the step from the list and from sellers. */
  visibleInList: boolean;
  /** A leg cancelled (by a declined slot): kept, shown struck out, its quotes cancelled. */
  cancelled: boolean;
}

export interface FlightStep extends StepBase {
  className: 'TripFlight';
  flightDeparture: TripEvent;
  flightArrival: TripEvent;
  adults: number;
  children: number;
  babies: number;
  bags: number;
  /** Hold luggage, kg. */
  luggageKg: number;
  crewCount: number;
  flightType: FlightType;
  flightMission: FlightMission;
  crewMembers: TripCrewMember[];
  passengers: Passenger[];
  flightPlan: FlightPlan | null;
  gendecDocuments: GendecDocument[];
}

export interface TransferStep extends StepBase {
  className: 'TripTransfer';
  /** The trip's leg event (an arrival or a departure) the transfer leaves from. */
  departureEventId: number;
  /** The transfer's own movement, at that event's airport (with its providers). */
  transferDeparture: TripEvent;
  mode: TransferMode;
  /** Where to: an address or a place, e.g. `Hôtel de Paris, Monaco`. */
  destination: string;
  passengers: number;
  /** The helicopter operator chosen for a helicopter transfer, null until chosen. */
  helicopterOperator: Ref | null;
}

export type TripStep = FlightStep | TransferStep;

export interface Trip {
  id: number;
  name: string;
  type: TripType;
  status: TripStatus;
  organization: Ref;
  aircraft: TripAircraft | null;
  /** In order of position. */
  tripSteps: TripStep[];
  /** First ETD and last ETA, ISO UTC; null for a trip without legs. */
  startAt: string | null;
  endAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the list. */
export interface TripSummary {
  id: number;
  name: string;
  type: TripType;
  status: TripStatus;
  organization: Ref;
  aircraft: TripAircraft | null;
  /** The ICAO codes in order, e.g. `['LFLL', 'LFMN', 'LSGG']`. */
  route: string[];
  legs: number;
  transfers: number;
  startAt: string | null;
  endAt: string | null;
}

export interface TripPage {
  trips: TripSummary[];
  totalItems: number;
}

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

export interface Option<V = number> {
  value: V;
  label: string;
}

export interface TripFilterOptions {
  customers: Option[];
  organizationAircraftTypes: Option<string>[];
  organizationAircraft: Option[];
  airports: Option[];
  organizationHelicopters: Option[];
  organizationCrewMembers: Option[];
  organizationAirports: Option[];
}

export interface TripCalendarEvent {
  /** Unique in the answer: `flight-<stepId>` or `transfer-<stepId>` or `external-<n>`. */
  id: string;
  tripId: number | null;
  stepId: number | null;
  title: string;
  start: string;
  end: string;
  kind: 'flight' | 'transfer' | 'external';
  cancelled: boolean;
}

export interface TripOrganizationInfos {
  aircraft: TripAircraft[];
  crewMembers: TripCrewMember[];
  /** Helicopter operators serving transfers (sellers with the helicopter typology). */
  helicopterOperators: (Ref & { airportIds: number[] })[];
}

export interface TripPayload {
  name: string;
  type: TripType;
  organizationAircraftId: number | null;
}

export interface PassengerPayload {
  /** Absent for a new passenger. */
  id?: number;
  name: string;
  nationality: string;
  type: AgeCategoryValue;
  status: PassengerStatus;
  disabled: boolean;
}

export interface FlightStepPayload {
  tripId: number;
  departureAirportId: number;
  arrivalAirportId: number;
  /** Local time at the departure airport, `Y-m-dTH:i`. */
  etd: string;
  /** Local time at the arrival airport, `Y-m-dTH:i`. */
  eta: string;
  adults: number;
  children: number;
  babies: number;
  bags: number;
  luggageKg: number;
  crewCount: number;
  flightType: FlightType;
  flightMission: FlightMission;
  crewMemberIds: number[];
  passengers: PassengerPayload[];
  visibleInList: boolean;
}

export interface TransferStepPayload {
  tripId: number;
  /** The event the transfer leaves from (an arrival or a departure event of this trip). */
  departureEventId: number;
  mode: TransferMode;
  destination: string;
  /** Local time at the event's airport, `Y-m-dTH:i`. */
  departureAt: string;
  passengers: number;
  helicopterOperatorId: number | null;
  visibleInList: boolean;
}

export interface FlightPlanPayload {
  route: string;
  cruiseLevel: number;
  cruiseSpeedKt: number;
  alternateIcao: string | null;
  filed: boolean;
}

export type SlotDecisionPayload =
  { decision: 'decline' } | { decision: 'submit'; number: string; attributedAt: string };

/** What a cascade did: the trip after it and the quotes it cancelled (to refill the cart). */
export interface TripCascadeResult {
  trip: Trip | null;
  cancelledQuotes: TripCancelledQuote[];
}

export interface CostCharge {
  label: string;
  amount: number;
  currency: string;
}

export type CostDetails =
  { ready: false } | { ready: true; charges: CostCharge[]; total: number; currency: string };

export interface Gendec {
  stepId: number;
  aircraftRegistration: string | null;
  departureIcao: string;
  arrivalIcao: string;
  /** ISO UTC. */
  departureAt: string;
  crew: TripCrewMember[];
  passengers: Passenger[];
  /** Declaration of health: nobody on board is ill. */
  healthDeclaration: boolean;
  /** Anything to declare to customs. */
  cargoDeclaration: string | null;
  documents: GendecDocument[];
}

export interface GendecPayload {
  healthDeclaration: boolean;
  cargoDeclaration: string | null;
}

export interface SlotRequest {
  /** The event's slot id. */
  id: number;
  number: string | null;
  status: SlotStatus;
  tripId: number;
  tripName: string;
  stepId: number;
  eventId: number;
  /** ISO date of the movement. */
  flightDate: string;
  movementType: MovementType;
  airport: TripAirport;
  aircraftTypeIcao: string | null;
  originIcao: string;
  destinationIcao: string;
  /** The movement time, ISO UTC. */
  utcTime: string;
}

export interface SlotRequestPage {
  slots: SlotRequest[];
  totalItems: number;
}

export const AGE_CATEGORIES = ['adult', 'children', 'baby'] as const;
export type AgeCategoryValue = (typeof AGE_CATEGORIES)[number];

/** Quote states (spec section 4), as the trip shows them beside each event's services. */
export type TripQuoteState =
  | 'awaiting_for_quotation'
  | 'awaiting_customer_validation'
  | 'validated'
  | 'awaiting_for_services_completed'
  | 'delivered'
  | 'claimed'
  | 'cancellation_applied'
  | 'refunded'
  | 'partial_refunded'
  | 'payment_not_started';

export interface TripServiceLine {
  productId: number;
  productName: string;
  /** Product typology (fuel, hangar, service...). */
  typology: string;
  quantity: number;
}

/** A quote or order on an event, as the trip shows it (the full quote: the orders screens). */
export interface TripOrderedService {
  quoteId: number;
  reference: string;
  state: TripQuoteState;
  cancelled: boolean;
  provider: Ref;
  lines: TripServiceLine[];
}

/** A quote a cascade cancelled, with what the front puts back in the new event's cart. */
export interface TripCancelledQuote {
  quoteId: number;
  reference: string;
  provider: Ref;
  /** The event it was on, and its airport. */
  eventId: number;
  airportId: number;
  lines: TripServiceLine[];
}
