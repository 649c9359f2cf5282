import { lazy } from 'react';
import { defineContributions } from '@/lib/contributions/contributions';
import type { PermissionKey } from '@/lib/auth/permissions';
import type * as QuoteCards from './home/quoteCountCards';

const card = (name: keyof typeof QuoteCards) =>
  lazy(() => import('./home/quoteCountCards').then((cards) => ({ default: cards[name] })));

/** The quotes calendar the dashboard's charts read needs these two, with the side's accounting. */
const ORDERS_CALENDAR: readonly PermissionKey[] = ['TRIP_ACCOUNTING_VIEW', 'CALENDAR_VIEW'];

/**
 * The home's quote counts for each side, and the seller's next orders; on the dashboard the
 * seller's orders by status and sales forecast, the buyer's spending.
 */
export default defineContributions({
  homeCards: [
    {
      id: 'orders.quotationsToValidate',
      section: 'work',
      side: 'buyer',
      permissions: ['TRIP_ACCOUNTING_VIEW'],
      order: 10,
      component: card('QuotationsToValidate'),
    },
    ...(
      [
        ['requestsToPrice', 'RequestsToPrice', 40],
        ['ordersToPlan', 'OrdersToPlan', 50],
        ['ordersToDeliver', 'OrdersToDeliver', 60],
        ['invoicesToSend', 'InvoicesToSend', 70],
        ['claimsToAnswer', 'ClaimsToAnswer', 80],
      ] as const
    ).map(([id, name, order]) => ({
      id: `orders.${id}`,
      section: 'work' as const,
      side: 'seller' as const,
      permissions: ['TRIP_ACCOUNTING_VIEW' as const],
      order,
      component: card(name),
    })),
    {
      id: 'orders.upcoming',
      section: 'upcoming',
      side: 'seller',
      permissions: ['TRIP_ACCOUNTING_VIEW', 'CALENDAR_VIEW'],
      order: 20,
      component: lazy(() => import('./home/UpcomingOrders')),
    },
  ],
  paletteSources: [
    {
      id: 'orders.orders',
      labelKey: 'orders:palette.group',
      permissions: ['TRIP_ACCOUNTING_VIEW'],
      order: 20,
      search: () => import('./palette/searchOrders'),
    },
  ],
  dashboardCards: [
    {
      id: 'orders.status',
      side: 'seller',
      permissions: ['SELLER_ACCOUNTING_VIEW', ...ORDERS_CALENDAR],
      order: 30,
      component: lazy(() => import('./dashboard/OrderStatusCard')),
    },
    {
      id: 'orders.forecast',
      side: 'seller',
      permissions: ['SELLER_ACCOUNTING_VIEW', ...ORDERS_CALENDAR],
      order: 40,
      width: 'wide',
      component: lazy(() => import('./dashboard/SalesForecastCard')),
    },
    {
      id: 'orders.spending',
      side: 'buyer',
      permissions: ['CLIENT_ACCOUNTING_VIEW', ...ORDERS_CALENDAR],
      order: 30,
      width: 'wide',
      component: lazy(() => import('./dashboard/SpendingCard')),
    },
  ],
});
