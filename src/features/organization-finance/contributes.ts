import { lazy } from 'react';
import { defineContributions } from '@/lib/contributions/contributions';

/** The seller's balance on the dashboard (the balance tab's read, the seller's accounting right). */
export default defineContributions({
  dashboardCards: [
    {
      id: 'organizationFinance.balance',
      side: 'seller',
      permissions: ['SELLER_ACCOUNTING_VIEW', 'ORGANIZATION_ACCOUNT_VIEW'],
      order: 10,
      component: lazy(() => import('./dashboard/BalanceCard')),
    },
  ],
});
