import type { Invoice, InvoiceCompositionEntry } from '../../../entities/invoice/contract';

/**
 * An invoice or credit note as stored: the contract, its composition frozen when it was issued
 * (a seeded one has none stored: it is composed when read, from its seller's items as they are).
 */
export type InvoiceRecord = Omit<Invoice, 'composition'> & {
  composition?: InvoiceCompositionEntry[];
};

declare module '../../db/types' {
  interface Db {
    invoices: InvoiceRecord[];
  }
}
