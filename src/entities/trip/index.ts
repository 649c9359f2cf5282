/**
 * The trip: its contract (trips.types), the shared read of a trip's infos and the tags a trip's
 * change invalidates (trips.api), leg lookups, the rights per trip action and the quotes a
 * change cancelled. Imported only through this index.
 */
export {
  cancelledQuotesSnapshot,
  clearCancelledQuotes,
  rememberCancelledQuotes,
  subscribeCancelledQuotes,
  useCancelledQuotes,
  type CancelledQuote,
  type CancelledQuotesState,
} from './cancelledQuotes';
export { findLegEvent, type LegEvent } from './tripLegs';
export {
  EMPTY_PASSENGER,
  passengerPayload,
  passengerSchema,
  type PassengerFormValues,
  type PassengerSchemaOutput,
} from './passengerForm';
export { TRIP_ACTION_RIGHTS, stepEditRight } from './tripRights';
export { tripTone } from './tone';
export {
  TRIP_CALENDAR_TAG,
  TRIP_COSTS_TAG,
  TRIP_TAG,
  TRIP_TAG_TYPES,
  tripChanged,
  tripInfosApi,
  useTripsInRangeQuery,
  useGetTripInfosQuery,
} from './trips.api';
export {
  AGE_CATEGORIES,
  FLIGHT_MISSIONS,
  FLIGHT_TYPES,
  MOVEMENT_TYPES,
  PASSENGER_STATUSES,
  SLOT_STATUSES,
  TRANSFER_MODES,
  TRIP_STATUSES,
  TRIP_TYPES,
  type AgeCategoryValue,
  type CostCharge,
  type CostDetails,
  type FlightMission,
  type FlightPlan,
  type FlightPlanPayload,
  type FlightStep,
  type FlightStepPayload,
  type FlightType,
  type Gendec,
  type GendecDocument,
  type GendecPayload,
  type MovementType,
  type Option,
  type Passenger,
  type PassengerPayload,
  type PassengerStatus,
  type Ppr,
  type Ref,
  type Slot,
  type SlotDecisionPayload,
  type SlotRequest,
  type SlotRequestPage,
  type SlotStatus,
  type TransferMode,
  type TransferStep,
  type TransferStepPayload,
  type Trip,
  type TripAircraft,
  type TripAirport,
  type TripCalendarEvent,
  type TripCancelledQuote,
  type TripCascadeResult,
  type TripCrewMember,
  type TripEvent,
  type TripFilterOptions,
  type TripFilterQuery,
  type TripOrderedService,
  type TripOrganizationInfos,
  type TripPage,
  type TripPayload,
  type TripQuoteState,
  type TripServiceLine,
  type TripStatus,
  type TripStep,
  type TripSummary,
  type TripType,
} from './trips.types';
export * from './contract';
export { toTripCalendarEvent } from './calendarEvent';
