/**
 * The account's node-safe contract: my account, password recovery, the demo accounts.
 * No React, RTK or import.meta.env: the demo API's Node server (tsx) imports this entry; the
 * index re-exports it for the app.
 */
export * from './account.types';
export * from './recovery.types';
export * from './demoAccounts';
