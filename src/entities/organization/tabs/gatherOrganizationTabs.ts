import { lazy } from 'react';
import { i18next } from '@/lib/i18n/i18n';
import type { OrganizationTabDefinition, OrganizationTabEntry } from './organizationTabs.types';

/** A feature's tabs of `/organization/{tab}`, default-exported by its `organizationTabs.ts`. */
export function defineOrganizationTabs(
  tabs: readonly OrganizationTabDefinition[],
): readonly OrganizationTabDefinition[] {
  return tabs;
}

/**
 * The tabs of every feature's `organizationTabs.ts` (keyed by file) in strip order, each with one
 * lazy component made once. A tab declared twice is a mistake (one would never show), so it fails
 * at start, naming both files.
 */
export function gatherOrganizationTabs(
  modules: Readonly<Record<string, readonly OrganizationTabDefinition[] | undefined>>,
): OrganizationTabEntry[] {
  const owner = new Map<string, string>();
  return Object.keys(modules)
    .sort()
    .flatMap((file) => {
      const tabs = modules[file];
      if (!Array.isArray(tabs)) {
        throw new Error(`${file} must default-export its defineOrganizationTabs([...])`);
      }
      for (const { tab } of tabs) {
        const first = owner.get(tab);
        if (first) throw new Error(`Tab ${tab} is declared in ${first} and in ${file}`);
        owner.set(tab, file);
      }
      return tabs;
    })
    .sort((a, b) => a.order - b.order)
    .map((definition) => ({
      ...definition,
      Component: lazy(async () => {
        const [module] = await Promise.all([
          definition.load(),
          i18next.loadNamespaces(definition.namespaces),
        ]);
        return module;
      }),
    }));
}
