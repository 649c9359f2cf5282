import type { Invoice } from '../../../entities/invoice/contract';

/** An invoice or credit note as stored: the contract as is. */
export type InvoiceRecord = Invoice;

declare module '../../db/types' {
  interface Db {
    invoices: InvoiceRecord[];
  }
}
