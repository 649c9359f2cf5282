import { CrewFormPage } from '../components/CrewFormPage';

/** /crews/:id/duplicate [CREW_ADD]: a new crew member from an existing one. */
export default function CrewDuplicatePage() {
  return <CrewFormPage mode="duplicate" />;
}
