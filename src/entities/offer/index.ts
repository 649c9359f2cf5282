/** The one offer model (registration, subscriptions, commissions, accounting). Imported only through this index. */
export * from './contract';
export { OFFER_TAG } from './tags';
