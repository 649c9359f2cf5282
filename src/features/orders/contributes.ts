import { lazy } from 'react';
import { QUOTE_CALENDAR_TAG } from '@/entities/quote';
import { LIST_ID } from '@/lib/api/tags';
import { defineContributions } from '@/lib/contributions/contributions';
import type { PermissionKey } from '@/lib/auth/permissions';
import { routeTo } from '@/lib/paths/routeTo';
import type * as QuoteCards from './home/quoteCountCards';

const card = (name: keyof typeof QuoteCards) =>
  lazy(() => import('./home/quoteCountCards').then((cards) => ({ default: cards[name] })));

/** The quotes calendar the dashboard's charts read needs these two, with the side's accounting. */
const ORDERS_CALENDAR: readonly PermissionKey[] = ['TRIP_ACCOUNTING_VIEW', 'CALENDAR_VIEW'];

/** The quote kinds of the bell (the API's NotificationKind), each opening the order's page. */
const QUOTE_NOTIFICATIONS = [
  'quotation_request',
  'quotation_sent',
  'quotation_edited',
  'order_validated',
  'order_refused',
  'order_cancelled',
  'cancellation_policies_applied',
  'claim',
  'invoice',
  'payment_failed',
] as const;

/**
 * The home's quote counts for each side and the seller's next orders; on the dashboard the
 * seller's orders by status and sales forecast, the buyer's spending; the bell's sentences of
 * the quotes' events; and what a live change of a quote refetches (its page, the lists, the
 * calendar and the filters' choices).
 */
export default defineContributions({
  notificationKinds: QUOTE_NOTIFICATIONS.map((kind) => ({
    kind,
    sentenceKey: `orders:notifications.${kind}`,
    to: ({ recordId }) => routeTo('orders.show', { id: recordId }),
    permissions: ['TRIP_ACCOUNTING_VIEW'],
  })),
  // The tag names of api/orders.api.ts, written out: importing it would bring the orders' calls
  // into the shell's chunk (the calendar's is the entity's constant, which carries no call).
  liveTags: [
    {
      id: 'orders.quote',
      recordType: 'quote',
      tags: (id) => [
        { type: 'Quote', id },
        { type: 'Quote', id: LIST_ID },
        { type: QUOTE_CALENDAR_TAG, id: LIST_ID },
        { type: 'QuoteFilters', id: LIST_ID },
      ],
    },
  ],
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
