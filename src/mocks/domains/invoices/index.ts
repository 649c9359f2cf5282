import { defineDomain } from '../../registry/defineDomain';
import { accountingHandlers } from './accounting';
import { invoiceHandlers } from './handlers';
import { seedAccountingParameters } from './parameters';
import { seedInvoices } from './seed';
import './records';

export type { InvoiceRecord } from './records';
export { issueInvoice } from './issue';

/**
 * Invoices and credit notes (issued by the orders' send-invoice and refunds, seeded from the
 * quotes whose invoice was sent), the organizations' accounting and its parameters, and the
 * operator's accounting.
 */
export const domain = defineDomain({
  name: 'invoices',
  seed: () => ({ invoices: seedInvoices(), accountingParameters: seedAccountingParameters() }),
  handlers: [...invoiceHandlers, ...accountingHandlers],
});
