import { rootReducer } from '@/lib/store/rootReducer';
import { cartSlice, initialCartState, type CartState } from './cartSlice';

// The cart's slice joins the root reducer once; its selectors read the initial state until the
// first action after the injection. The root state's type does not list injected slices.
export const injectedCart = cartSlice.injectInto(rootReducer);

/** Any store state: the cart's slice, or its initial state before the first action injects it. */
export type WithCart = { cart?: CartState } & Record<string, unknown>;

export function cartStateOf(state: WithCart): CartState {
  return state.cart ?? initialCartState;
}
