/**
 * The invoice's node-safe contract: types and the reference examples.
 * No React, RTK or import.meta.env: the demo API's Node server (tsx) imports this entry; the
 * index re-exports it for the app.
 */
export * from './invoices.types';
export * from './invoiceReference';
