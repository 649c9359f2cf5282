import { createContext, useContext } from 'react';
import type { OrganizationTabEntry } from './organizationTabs.types';

/**
 * The organization tabs in force, gathered by the app from the features' `organizationTabs.ts`:
 * the page showing them cannot import the features owning them.
 */
export const OrganizationTabsContext = createContext<readonly OrganizationTabEntry[]>([]);

export function useOrganizationTabs(): readonly OrganizationTabEntry[] {
  return useContext(OrganizationTabsContext);
}
