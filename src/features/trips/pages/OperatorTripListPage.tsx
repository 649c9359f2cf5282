import { TripsScreen } from '../components/TripsScreen';

/** /operator/trips [OPERATOR_TRIP_VIEW]: every organization's trips. */
export default function OperatorTripListPage() {
  return <TripsScreen operator />;
}
