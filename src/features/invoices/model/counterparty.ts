import type { Invoice } from '@/entities/invoice';

/**
 * The other party of an invoice for the organization reading the list: the seller of what it
 * bought, the client of what it sold; both ("Seller → Client") for an operator, who is neither.
 */
export function invoiceCounterparty(
  invoice: Pick<Invoice, 'seller' | 'client'>,
  organizationId: number | null,
): string {
  if (invoice.client.id === organizationId) return invoice.seller.name;
  if (invoice.seller.id === organizationId) return invoice.client.name;
  return `${invoice.seller.name} → ${invoice.client.name}`;
}
