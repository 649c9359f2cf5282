import type { PermissionKey } from '@/lib/auth/permissions';

/**
 * The right each trip action needs (spec section 6's TRIP_* rights), read by the screens (which
 * hide what the user may not do) and by the demo API (which refuses it): TRIP_EDIT is the trip's
 * own data only (name, aircraft, legs and their passengers), never the finer actions around it.
 */
export const TRIP_ACTION_RIGHTS = {
  editTrip: 'TRIP_EDIT',
  deleteTrip: 'TRIP_DELETE',
  editTransfer: 'TRIP_TRANSFER_EDIT',
  validateAirport: 'TRIP_AIRPORT_EDIT',
  viewFlightPlan: 'TRIP_FLIGHT_PLAN_VIEW',
  editFlightPlan: 'TRIP_FLIGHT_PLAN_EDIT',
  viewGendec: 'TRIP_GENDEC_VIEW',
  editGendec: 'TRIP_GENDEC_EDIT',
  requestSlot: 'TRIP_SLOT_MANAGEMENT_REQUEST',
  decideSlot: 'TRIP_SLOT_MANAGEMENT_EDIT',
  buyServices: 'TRIP_SERVICE_ADD',
  calendar: 'CALENDAR_VIEW',
  /** The helicopters' calendars read from the external flight-operations service. */
  externalCalendars: 'TRIP_EXTERNAL_SERVICE_VIEW',
} as const satisfies Record<string, PermissionKey>;

/** Editing or deleting a step: a leg is the trip's (TRIP_EDIT), a transfer TRIP_TRANSFER_EDIT's. */
export function stepEditRight(step: { className: 'TripFlight' | 'TripTransfer' }): PermissionKey {
  return step.className === 'TripTransfer'
    ? TRIP_ACTION_RIGHTS.editTransfer
    : TRIP_ACTION_RIGHTS.editTrip;
}
