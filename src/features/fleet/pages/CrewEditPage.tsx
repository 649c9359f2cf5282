import { CrewFormPage } from '../components/CrewFormPage';

/** /crews/:id/edit [CREW_EDIT]: change a crew member. */
export default function CrewEditPage() {
  return <CrewFormPage mode="edit" />;
}
