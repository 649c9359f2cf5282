import { AircraftFormPage } from '../components/AircraftFormPage';

/** /organization-aircraft/duplicate/:id [ORGANIZATION_ACCOUNT_AIRCRAFT_ADD]: another airframe like this one. */
export default function AircraftDuplicatePage() {
  return <AircraftFormPage mode="duplicate" />;
}
