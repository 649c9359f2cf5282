/**
 * The registration's node-safe contract: the organization sign-up and its offers.
 * No React, RTK or import.meta.env: the demo API's Node server (tsx) imports this entry; the
 * index re-exports it for the app.
 */
export * from './registration.types';
