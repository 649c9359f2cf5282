import { TripInfoFormPage } from '../edit/TripInfoFormPage';

/** /trip-edit [TRIP_ADD]: a new trip (name, type, aircraft), then its legs. */
export default function TripEditPage() {
  return <TripInfoFormPage mode="add" />;
}
