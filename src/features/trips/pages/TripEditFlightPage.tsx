import { TripStepsEditor } from '../edit/TripStepsEditor';

/** /trip-edit/flight/{trip_id} [TRIP_EDIT]: add, edit and remove the trip's legs and transfers. */
export default function TripEditFlightPage() {
  return <TripStepsEditor />;
}
