/**
 * The trip's node-safe contract: types, rights and leg lookups.
 * No React, RTK or import.meta.env: the demo API's Node server (tsx) imports this entry; the
 * index re-exports it for the app.
 */
export * from './trips.types';
export * from './tripRights';
export * from './tripLegs';
export * from './clearance';
