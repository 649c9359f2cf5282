/** The cart: one per trip event, per user and organization (DECISIONS.md "Cart, checkout and payments"). */
export { useCartActions, useCartEvent, useCartEvents } from './hooks';
export { eventKeyOf, lineIdOf } from './cartSlice';
export { startCartPersistence } from './persistence';
export type { CartEvent, CartEventKey, CartLine, CartLineInput } from './types';
