/**
 * The service's node-safe contract: the seller's catalogue types, tabs and limits, and the
 * places directory its taking-charge addresses are chosen from.
 * No React, RTK or import.meta.env: the demo API's Node server (tsx) imports this entry; the
 * index re-exports it for the app.
 */
export * from './service.types';
export * from './place.types';
export * from './fuel/contract';
