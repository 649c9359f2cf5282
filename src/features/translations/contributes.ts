import { lazy } from 'react';
import { defineContributions } from '@/lib/contributions/contributions';

/** In-context editing of texts: drawn in the top bar only while an operator has it on. */
export default defineContributions({
  shellItems: [
    {
      id: 'translations.inContext',
      slot: 'topBar',
      side: 'platform',
      permissions: ['OPERATOR_TRANSLATION_EDIT'],
      order: 90,
      component: lazy(() => import('./inContext/InContextShellItem')),
    },
  ],
});
