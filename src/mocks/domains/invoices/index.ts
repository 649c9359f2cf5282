import { defineDomain } from '../../registry/defineDomain';
import './records';

export type { InvoiceRecord } from './records';
export { issueInvoice } from './issue';

/** Invoices and credit notes, issued by the orders' send-invoice and refunds. */
export const domain = defineDomain({
  name: 'invoices',
  seed: () => ({ invoices: [] }),
  handlers: [],
});
