import { PolicyFormPage } from '../components/PolicyFormPage';

/** The add page of a cancellation policy (routes.ts names its path and right). */
export default function PolicyAddPage() {
  return <PolicyFormPage mode="add" />;
}
