import { AircraftFormPage } from '../components/AircraftFormPage';

/** /organization-aircraft/add [ORGANIZATION_ACCOUNT_AIRCRAFT_ADD]: a new aircraft, from a catalogue type. */
export default function AircraftAddPage() {
  return <AircraftFormPage mode="add" />;
}
