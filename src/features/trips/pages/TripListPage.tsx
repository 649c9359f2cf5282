import { TripsScreen } from '../components/TripsScreen';

/** /trips [TRIP_VIEW]: the selected organization's trips (a seller: those it serves). */
export default function TripListPage() {
  return <TripsScreen operator={false} />;
}
