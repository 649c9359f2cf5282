import type { RoutePrefetch, RoutePrefetchContext } from '@/lib/auth/routes';
import { VARIANT_PARAM, chosenVariant } from '../model/useVariantParam';
import { hangarApi, type HangarVariant } from './hangar.api';

/** The requests of a hangar page that need its variant, given the one the page will show. */
export type VariantPrefetch = (variant: HangarVariant, context: RoutePrefetchContext) => void;

/**
 * The first requests of a hangar page (VariantFrame), started while the page loads: the seller's
 * variants, then, as soon as they answer, what the page asks for the variant the URL names (or
 * the first), with the page's arguments.
 */
export function hangarPrefetch(ofVariant: VariantPrefetch): RoutePrefetch {
  return (context) => {
    const { dispatch, search } = context;
    const variants = dispatch(
      hangarApi.endpoints.listHangarVariants.initiate(undefined, { subscribe: false }),
    );
    void variants.then(({ data }) => {
      const variant = chosenVariant(data, search.get(VARIANT_PARAM));
      if (variant) ofVariant(variant, context);
    });
  };
}
