import type { CartEvent } from '@/entities/cart';
import { seenPolicyOf } from '@/entities/quote';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { shopApi, type ShopProviderArgs } from '../../api/shop.api';
import { summarize } from '../../model/checkout';
import type { ShownSellerPolicy } from '../../model/checkoutChanges';

/**
 * The call whose cancellation policy the checkout shows for a seller's lines: one cache entry,
 * read by the seller's section (SellerCancellationPolicy) and by the checkout that names it.
 */
export function sellerPolicyArgs(
  providerId: number,
  airportId: number,
  currency: string,
  productIds: readonly number[],
): ShopProviderArgs {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  return { providerId, airportId, currency, productIds: ids };
}

/**
 * The sellers' cancellation policies the checkout page shows (issue 27): `shown` reads what each
 * seller's section shows (its cached call, awaited while it loads), which the checkout sends as
 * seen; `refresh` reads again those a checkout answered as changed, so the page shows them.
 */
export function useSellerPolicies(cart: CartEvent | null) {
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const sellers = cart
    ? summarize(cart).groups.map(({ provider, lines }) => ({
        provider,
        args: sellerPolicyArgs(
          provider.id,
          cart.key.airportId,
          currency,
          lines.map(({ line }) => line.productId),
        ),
      }))
    : [];

  const shown = (): Promise<ShownSellerPolicy[]> =>
    Promise.all(
      sellers.map(async ({ provider, args }) => {
        const call = dispatch(shopApi.endpoints.shopProvider.initiate(args));
        try {
          const policy = (await call.unwrap()).cancellationPolicy;
          return {
            sellerId: provider.id,
            sellerName: provider.name,
            policy: seenPolicyOf(policy),
            policyName: policy?.name ?? null,
          };
        } finally {
          call.unsubscribe();
        }
      }),
    );

  const refresh = (sellerIds: readonly number[]) => {
    for (const { provider, args } of sellers) {
      if (!sellerIds.includes(provider.id)) continue;
      const call = dispatch(shopApi.endpoints.shopProvider.initiate(args, { forceRefetch: true }));
      // The section's own subscription keeps the answer; a failure shows there.
      void call
        .unwrap()
        .catch(() => undefined)
        .finally(() => call.unsubscribe());
    }
  };

  return { shown, refresh };
}
