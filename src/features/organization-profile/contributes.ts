import { lazy } from 'react';
import { defineContributions } from '@/lib/contributions/contributions';

/** The platform's home: the organizations waiting for an operator's validation. */
export default defineContributions({
  homeCards: [
    {
      id: 'organizations.awaitingValidation',
      section: 'work',
      side: 'platform',
      permissions: ['OPERATOR_ORGANIZATION_VIEW'],
      order: 90,
      component: lazy(() => import('./home/AwaitingValidationCard')),
    },
  ],
  paletteSources: [
    {
      id: 'organizations.organizations',
      labelKey: 'organizations:palette.group',
      permissions: ['OPERATOR_ORGANIZATION_VIEW'],
      order: 40,
      search: () => import('./palette/searchOrganizations'),
    },
  ],
});
