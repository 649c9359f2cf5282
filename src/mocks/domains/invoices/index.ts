import { defineDomain } from '../../registry/defineDomain';
import { accountingHandlers } from './accounting';
import { accountingParameterHandlers } from './accountingParameters';
import { invoiceHandlers } from './handlers';
import { operatorAccountingHandlers } from './operatorAccounting';
import { seedAccountingParameters } from './parameters';
import { seedInvoices } from './seed';
import './records';

export type { InvoiceRecord } from './records';
export { issueInvoice } from './issue';
export { linkSeededInvoices } from './link';

/**
 * Invoices and credit notes (issued by the orders' send-invoice and refunds, seeded from the
 * quotes whose invoice was sent), the organizations' accounting and its parameters, and the
 * operator's accounting.
 *
 *   api/marketplace/invoice[/{id}], export/marketplace/invoice  handlers.ts (list.ts)
 *   api/organization/{id}/accounting, accounting-export         accounting.ts
 *   api/organization/{id}/accounting-parameters[/{partyId}]     accountingParameters.ts
 *   api/operator/accounting                                     operatorAccounting.ts
 */
export const domain = defineDomain({
  name: 'invoices',
  // The orders domain's quotes whose invoice was sent are the seeded invoices.
  after: ['orders'],
  seed: ({ quotes = [] }) => ({
    invoices: seedInvoices(quotes),
    accountingParameters: seedAccountingParameters(),
  }),
  handlers: [
    ...invoiceHandlers,
    ...accountingHandlers,
    ...accountingParameterHandlers,
    ...operatorAccountingHandlers,
  ],
});
