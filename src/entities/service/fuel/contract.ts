/**
 * The fuel prices' node-safe contract and rules (prices and units only: the certificates are
 * their own part). No React, RTK or import.meta.env: the demo API's Node server imports this
 * entry; the index re-exports it for the app.
 */
export * from './fuelPrice.types';
export * from './units';
export * from './decimal';
export * from './pricing';
