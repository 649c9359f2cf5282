/**
 * The price lists' node-safe contract (the pricing rule itself is the quote entity's
 * `clientUnitPrice`). No React, RTK or import.meta.env: the demo API's Node server (tsx) imports
 * this entry; the index re-exports it for the app.
 */
export * from './priceList.types';
