import { gatherOrganizationTabs, type OrganizationTabDefinition } from '@/entities/organization';

/**
 * The tabs of `/organization/{tab}`: each feature owning some (profile, finance, users)
 * default-exports them from its `organizationTabs.ts`, found here like the routes.
 */
const featureTabs = import.meta.glob<readonly OrganizationTabDefinition[] | undefined>(
  '../features/*/organizationTabs.ts',
  { eager: true, import: 'default' },
);

export const organizationTabs = gatherOrganizationTabs(featureTabs);
