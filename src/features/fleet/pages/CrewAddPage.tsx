import { CrewFormPage } from '../components/CrewFormPage';

/** /crews/add [CREW_ADD]: a new crew member. */
export default function CrewAddPage() {
  return <CrewFormPage mode="add" />;
}
