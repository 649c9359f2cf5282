/**
 * A seller's invoicing set-up beside its invoice configuration (spec sections 3 "Organization:
 * fees collector" and 9 "Invoice composition items"). Same access as the finance tabs.
 *
 *   GET   api/organization/{id}/invoice-settings   InvoiceSettings
 *   PATCH api/organization/{id}/invoice-settings   InvoiceSettings -> InvoiceSettings; 400
 *         { compositionItems: [validator.choice] } for an unknown or repeated item,
 *         { feesCollector: [validator.choice] }, or
 *         { feesCollector: [errors.fees_collector_needs_bank_account] } when the seller would
 *         collect without a bank account to be paid on
 */

/** What an invoice may show of the flight it bills (spec section 9), in the invoice's order. */
export const INVOICE_COMPOSITION_ITEMS = [
  'aircraft_type',
  'registration',
  'call_sign',
  'aoc',
  'mtow',
  'airports',
  'flight_mission',
  'crew_number',
  'pax_number',
  'customer_vat_number',
] as const;
export type InvoiceCompositionItem = (typeof INVOICE_COMPOSITION_ITEMS)[number];

/**
 * Who collects what the buyer pays: the marketplace (through its payment provider; the seller is
 * paid out, the commission kept back) or the seller itself (on its bank account; the marketplace
 * invoices its commission to the seller).
 */
export const FEES_COLLECTORS = ['marketplace', 'seller'] as const;
export type FeesCollector = (typeof FEES_COLLECTORS)[number];

export interface InvoiceSettings {
  /** The items the seller's invoices show, in INVOICE_COMPOSITION_ITEMS order. */
  compositionItems: InvoiceCompositionItem[];
  feesCollector: FeesCollector;
}

/** The business error of a seller collecting without a bank account. */
export const FEES_COLLECTOR_NEEDS_BANK_ACCOUNT = 'errors.fees_collector_needs_bank_account';
