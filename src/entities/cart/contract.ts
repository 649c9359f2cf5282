/**
 * The cart's node-safe contract: the shop's catalogue and checkout types, cart lines.
 * No React, RTK or import.meta.env: the demo API's Node server (tsx) imports this entry; the
 * index re-exports it for the app.
 */
export * from './shop.types';
export * from './checkout.types';
export * from './types';
