/**
 * The organization's node-safe contract: the organization, its fleet, finance (KYC, bank accounts, offers), users and workroles, invitations.
 * No React, RTK or import.meta.env: the demo API's Node server (tsx) imports this entry; the
 * index re-exports it for the app.
 */
export * from './organizations.types';
export * from './organizationFleet.types';
export * from './organizationFleet.rules';
export * from './finance.types';
export * from './invoiceSettings.types';
export * from './users.types';
export * from './invitations.types';
