import type { PriceSlice } from '../service.types';

type Money = (amount: number | null | undefined, currency?: string) => string | null;

/** The slices as a buyer reads them: "up to 4: €120.00", largest first as stored. */
export function slicesText(
  slices: readonly PriceSlice[],
  currency: string,
  money: Money,
  line: (values: { places: string; price: string }) => string,
): string[] {
  return slices.map((slice) =>
    line({ places: String(slice.places), price: money(slice.unitPrice, currency) ?? '—' }),
  );
}
