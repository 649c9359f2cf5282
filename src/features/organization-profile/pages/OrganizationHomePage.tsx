import { Navigate } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** /organization (the menu's entry): the selected organization's first tab. */
export default function OrganizationHomePage() {
  return <Navigate to={paths.organization.own({ tab: 'main-information' })} replace />;
}
