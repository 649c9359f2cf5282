import { PolicyFormPage } from '../components/PolicyFormPage';

/** The edit page of a cancellation policy (routes.ts names its path and right). */
export default function PolicyEditPage() {
  return <PolicyFormPage mode="edit" />;
}
