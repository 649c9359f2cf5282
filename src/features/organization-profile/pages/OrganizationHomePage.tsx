import { Navigate } from 'react-router-dom';
import { organizationPaths } from '../paths';

/** /organization (the menu's entry): the selected organization's first tab. */
export default function OrganizationHomePage() {
  return <Navigate to={organizationPaths.own({ tab: 'main-information' })} replace />;
}
