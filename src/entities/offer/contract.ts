/**
 * The offers' node-safe contract: shapes, the commission of an amount, the slice table's rules.
 * No React, RTK or import.meta.env: the demo API's Node server (tsx) imports this entry; the
 * index re-exports it for the app.
 */
export * from './offer.types';
export * from './commission';
export * from './sliceTable';
