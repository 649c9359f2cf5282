import type { OrganizationTabProps } from '../tabs/types';

/** Stub until its area is built: the organization routes are not registered yet. */
export default function MainInformationTab(_props: OrganizationTabProps) {
  return null;
}
