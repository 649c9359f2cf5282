import type { Organization } from '@/lib/api/organizations.types';
import { ORGANIZATION_TAB_DEFINITIONS } from './registry';
import type { OrganizationTabDefinition } from './types';

/** The tabs an organization has: those of every organization, plus those of its sides. */
export function visibleTabs(
  organization: Pick<Organization, 'buyer' | 'seller'>,
  definitions: readonly OrganizationTabDefinition[] = ORGANIZATION_TAB_DEFINITIONS,
): OrganizationTabDefinition[] {
  return definitions.filter(
    (definition) =>
      definition.sides === undefined ||
      (organization.buyer && definition.sides.includes('buyer')) ||
      (organization.seller && definition.sides.includes('seller')),
  );
}
