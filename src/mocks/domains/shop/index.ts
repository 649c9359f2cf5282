import { defineDomain } from '../../registry/defineDomain';
import { checkoutHandlers } from './checkoutHandlers';
import { browseHandlers } from './handlers';
import { helicopterHandlers } from './helicopters';
import { seedShop } from './seed';

/** The shop: sellers' products at airports, hangar slices, helicopter offers, checkout. */
export const domain = defineDomain({
  name: 'shop',
  seed: seedShop,
  handlers: [...browseHandlers, ...helicopterHandlers, ...checkoutHandlers],
});
