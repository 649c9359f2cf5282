import { defineContributions } from '@/lib/contributions/contributions';

/** The command palette finds an invoice by its number, reference or a party's name. */
export default defineContributions({
  paletteSources: [
    {
      id: 'invoices.invoices',
      labelKey: 'invoices:palette.group',
      permissions: ['TRIP_ACCOUNTING_VIEW'],
      order: 30,
      search: () => import('./palette/searchInvoices'),
    },
  ],
});
