import { Suspense, createElement } from 'react';
import type { OrganizationTabEntry, OrganizationTabProps } from '@/entities/organization';
import { LoadingState } from '@/lib/ui';

/** The shown tab's module, loaded only now, a spinner meanwhile. */
export function OrganizationTabPanel({
  definition,
  ...props
}: OrganizationTabProps & { definition: OrganizationTabEntry }) {
  return (
    // The lazy component is made once, when the app gathers the tabs, never during render.
    <Suspense fallback={<LoadingState />}>{createElement(definition.Component, props)}</Suspense>
  );
}
