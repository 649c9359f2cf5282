import { useSearchParams } from 'react-router-dom';
import type { HangarVariant } from '../api/hangar.api';

export const VARIANT_PARAM = 'variant';

/** The variant the URL's `variant` names, else the first of the seller's (also the prefetch's). */
export function chosenVariant(
  variants: readonly HangarVariant[] | undefined,
  raw: string | null,
): HangarVariant | undefined {
  const asked = Number(raw);
  return variants?.find((one) => one.id === asked) ?? variants?.[0];
}

/**
 * The variant shown, kept in the URL (`?variant=<id>`) so a link or a reload shows the same one;
 * the first of the seller's variants when the URL names none, or one it no longer has.
 */
export function useVariantParam(variants: readonly HangarVariant[] | undefined) {
  const [params, setParams] = useSearchParams();
  const variant = chosenVariant(variants, params.get(VARIANT_PARAM));
  const select = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(VARIANT_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  return { variant, select };
}
