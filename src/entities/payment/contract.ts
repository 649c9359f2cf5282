/**
 * The payment's node-safe contract: payment intents and the demo cards.
 * No React, RTK or import.meta.env: the demo API's Node server (tsx) imports this entry; the
 * index re-exports it for the app.
 */
export * from './paymentIntent.types';
export * from './types';
export * from './demoCards';
export * from './intentOutcome';
