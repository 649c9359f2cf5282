import { AircraftFormPage } from '../components/AircraftFormPage';

/** /organization-aircraft/edit/:id [ORGANIZATION_ACCOUNT_AIRCRAFT_EDIT]: change an aircraft. */
export default function AircraftEditPage() {
  return <AircraftFormPage mode="edit" />;
}
