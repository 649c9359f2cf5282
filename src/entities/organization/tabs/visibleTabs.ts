import type { PermissionKey } from '@/lib/auth/permissions';
import type { Organization } from '../organizations.types';
import type { OrganizationTabDefinition } from './organizationTabs.types';

/** The tabs an organization has: those of every organization, plus those of its sides. */
export function visibleTabs<T extends Pick<OrganizationTabDefinition, 'sides'>>(
  organization: Pick<Organization, 'buyer' | 'seller'>,
  definitions: readonly T[],
): T[] {
  return definitions.filter(
    (definition) =>
      definition.sides === undefined ||
      (organization.buyer && definition.sides.includes('buyer')) ||
      (organization.seller && definition.sides.includes('seller')),
  );
}

/** Whether the person may see the tab here: its permission held, and its own screen if `ownOnly`. */
export function tabAllowed(
  definition: Pick<OrganizationTabDefinition, 'permission' | 'ownOnly'>,
  can: (key: PermissionKey) => boolean,
  own: boolean,
): boolean {
  return (
    (definition.permission === undefined || can(definition.permission)) &&
    (!definition.ownOnly || own)
  );
}
