import type { Db } from '../../db/types';
import { linkSeededInvoices } from '../invoices';
import { seededTripQuotes } from '../trips';

/**
 * The quotes on the seeded trips' events (built with them by the trips seed), with the ids of
 * the invoices the invoices seed builds from them; order terms are recorded when an order is
 * validated (seeded orders use their total).
 */
export function seedOrders(): Pick<Db, 'quotes'> {
  const quotes = seededTripQuotes();
  linkSeededInvoices(quotes);
  return { quotes };
}
