import { db } from '../../db';
import { registerAircraftBinding } from '../organization-fleet';
import { defineDomain } from '../../registry/defineDomain';
import { tripReadHandlers } from './handlers';
import { pdfHandlers } from './pdf';
import { stepDocumentHandlers } from './stepDocuments';
import { stepHandlers } from './stepHandlers';
import { flightStepWriteHandlers } from './flightStepWrites';
import { transferStepWriteHandlers } from './transferStepWrites';
import { tripWriteHandlers } from './writeHandlers';
import { seedTrips } from './seed';
import { watchSlots } from './slotDecisions';
import { tripStatus } from './view';
export { TRIP_EVENT_NOT_FOUND, TRIP_NOT_FOUND, TRIP_STEP_NOT_FOUND, ownTrip } from './access';
export { pdfSafe } from './pdf';
export type { TransferStepRecord, TripStepRecord } from './records';
export { isLocalDateTime } from './time';
export { eventsOf } from './view';

export type { FlightStepRecord, TripEventRecord, TripRecord } from './records';
export { FIRST_GENERATED_TRIP_ID, GENERATED_TRIP_COUNT } from './seed';

/**
 * Whether a trip not completed nor cancelled flies the aircraft (the fleet's
 * `errors.aircraft_bound_to_trip` rule and the aircraft's `boundToTrip`).
 */
export function aircraftInUse(aircraftId: number): boolean {
  return db.trips.some((trip) => {
    if (trip.organizationAircraftId !== aircraftId) return false;
    const status = tripStatus(trip);
    return status !== 'completed' && status !== 'cancelled';
  });
}

registerAircraftBinding(aircraftInUse);

// Slot decisions in the bell, slot changes on the live stream (notifications domain).
watchSlots();

/** Trips (steps, events, slots, PPR, gendecs); the quotes on their events are the orders domain's. */
export const domain = defineDomain({
  name: 'trips',
  seed: seedTrips,
  handlers: [
    ...tripWriteHandlers,
    ...flightStepWriteHandlers,
    ...transferStepWriteHandlers,
    ...tripReadHandlers,
    ...stepHandlers,
    ...stepDocumentHandlers,
    ...pdfHandlers,
  ],
});
