/**
 * The quote's node-safe contract: types, lifecycle, action and cancellation rules, pricing.
 * No React, RTK or import.meta.env: the demo API's Node server (tsx) imports this entry; the
 * index re-exports it for the app.
 */
export * from './quotes.types';
export * from './quoteActions.types';
export * from './actions';
export * from './cancellation';
export * from './cancellationCharge';
export * from './orderTerms.types';
export * from './editable';
export * from './lifecycle';
export * from './pricing/linePrice';
export * from './pricing/limits';
export * from './pricing/clientPrice';
export * from './pricing/slicePrice';
export * from './nextActor';
