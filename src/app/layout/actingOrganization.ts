import type { SelectedOrganization } from '@/lib/auth/organizationSlice';
import type { UserOrganization } from '@/lib/auth/types';

export type OrganizationRole = 'buyer' | 'seller' | 'operator';

export interface ActingOrganization {
  name: string;
  roles: OrganizationRole[];
}

/**
 * The organization the user acts for and what it is to them: buyer, seller (both for some), or
 * operator (the marketplace's own organization, or any other one an operator acts on: its roles
 * are not in the operator's profile).
 */
export function actingOrganizationOf(
  selected: SelectedOrganization | null,
  organizations: readonly UserOrganization[],
): ActingOrganization | null {
  if (selected === null) return null;
  const own = organizations.find((organization) => organization.id === selected.id);
  if (!own) return { name: selected.name, roles: ['operator'] };
  const roles: OrganizationRole[] = [];
  if (own.buyer) roles.push('buyer');
  if (own.seller) roles.push('seller');
  return { name: own.name, roles: roles.length > 0 ? roles : ['operator'] };
}
