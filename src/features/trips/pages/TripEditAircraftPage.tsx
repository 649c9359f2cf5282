import { TripInfoFormPage } from '../edit/TripInfoFormPage';

/** /trip-edit/aircraft/{trip_id} [TRIP_EDIT]: the trip's name, type and aircraft. */
export default function TripEditAircraftPage() {
  return <TripInfoFormPage mode="edit" />;
}
