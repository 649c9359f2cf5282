import { TripView } from '../components/TripView';

/** /trips/{trip_id} and /trip-view/{trip_id} [TRIP_VIEW]. */
export default function TripViewPage() {
  return <TripView />;
}
