/**
 * Hangar capacity's node-safe contract. No React, RTK or import.meta.env: the demo API's Node
 * server (tsx) imports this entry; the index re-exports it for the app.
 */
export * from './hangar.types';
