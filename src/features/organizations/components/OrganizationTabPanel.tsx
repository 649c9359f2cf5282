import { Suspense, createElement, lazy } from 'react';
import { i18next } from '@/lib/i18n/i18n';
import { LoadingState } from '@/lib/ui';
import { ORGANIZATION_TAB_DEFINITIONS } from '../tabs/registry';
import type { OrganizationTabDefinition, OrganizationTabProps } from '../tabs/types';

/** One lazy component per tab, made once: its chunk and its namespaces load together. */
const TAB_COMPONENTS = new Map(
  ORGANIZATION_TAB_DEFINITIONS.map((definition) => [
    definition.tab,
    lazy(async () => {
      const [module] = await Promise.all([
        definition.load(),
        i18next.loadNamespaces(definition.namespaces),
      ]);
      return module;
    }),
  ]),
);

/** The shown tab's module, loaded only now, a spinner meanwhile. */
export function OrganizationTabPanel({
  definition,
  ...props
}: OrganizationTabProps & { definition: OrganizationTabDefinition }) {
  const Tab = TAB_COMPONENTS.get(definition.tab);
  if (!Tab) return null;
  return (
    // Tab is one of the module-level lazy components above, never made during render.
    <Suspense fallback={<LoadingState />}>{createElement(Tab, props)}</Suspense>
  );
}
