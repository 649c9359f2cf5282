/**
 * A seller's invoicing set-up beside its invoice configuration (spec sections 3 "Organization:
 * fees collector" and 9 "Invoice composition items"), generated from docs/api/openapi.yaml
 * (`getInvoiceSettings`, `updateInvoiceSettings`). Same access as the finance tabs.
 */
import type { Schemas } from '../../lib/api/contract';
import { enumValues } from '../../lib/api/enumValues';

export type InvoiceCompositionItem = Schemas['InvoiceCompositionItem'];
/** What an invoice may show of the flight it bills (spec section 9), in the invoice's order. */
export const INVOICE_COMPOSITION_ITEMS = enumValues<InvoiceCompositionItem>()([
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
]);

/**
 * Who collects what the buyer pays: the marketplace (through its payment provider; the seller is
 * paid out, the commission kept back) or the seller itself (on its bank account; the marketplace
 * invoices its commission to the seller).
 */
export type FeesCollector = Schemas['FeesCollector'];
export const FEES_COLLECTORS = enumValues<FeesCollector>()(['marketplace', 'seller']);

export type InvoiceSettings = Schemas['InvoiceSettings'];

/** The business error of a seller collecting without a bank account. */
export const FEES_COLLECTOR_NEEDS_BANK_ACCOUNT = 'errors.fees_collector_needs_bank_account';
