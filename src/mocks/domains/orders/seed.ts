import type { Db } from '../../db/types';

/** Order terms are recorded when an order is validated; seeded orders use their total. */
export function seedOrders(): Pick<Db, 'quoteOrderTerms'> {
  return { quoteOrderTerms: [] };
}
