import { PolicyFormPage } from '../components/PolicyFormPage';

/** The duplicate page of a cancellation policy (routes.ts names its path and right). */
export default function PolicyDuplicatePage() {
  return <PolicyFormPage mode="duplicate" />;
}
