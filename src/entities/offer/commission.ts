import type {
  OfferCommissionCategory,
  OfferCommissionSlice,
  OfferCommissionSlicePayload,
} from './offer.types';

/** What the commission of an amount is made of. */
export interface CommissionBreakdown<S> {
  commission: number;
  /** The slice that applied; null when the offer has none (no commission). */
  slice: S | null;
  /** The percentage applied: the category's when it has one, else the slice's. */
  rate: number;
}

type SliceLike = Pick<
  OfferCommissionSlicePayload,
  'fromAmount' | 'toAmount' | 'rate' | 'fixedCommission' | 'minimumCommission'
>;

const cents = (value: number) => Math.round(value * 100) / 100;

/** The slices from the lowest amount up. */
export function sortedSlices<S extends SliceLike>(slices: readonly S[]): S[] {
  return [...slices].sort((a, b) => a.fromAmount - b.fromAmount);
}

/**
 * The slice of `amount`: the one with from <= amount < to (an edge belongs to the slice it
 * starts); above the last bounded slice, the last; below the first, the first.
 */
export function sliceOf<S extends SliceLike>(slices: readonly S[], amount: number): S | null {
  const sorted = sortedSlices(slices);
  const found = sorted.find(
    (s) => amount >= s.fromAmount && (s.toAmount === null || amount < s.toAmount),
  );
  if (found) return found;
  const first = sorted[0];
  if (first && amount < first.fromAmount) return first;
  return sorted.at(-1) ?? null;
}

/**
 * The commission of an order of `amount` (DECISIONS "Administration"): its slice's rate (or
 * its category's rate) times the amount plus the slice's fixed part, at least the slice's
 * minimum; in cents. Nothing for an amount of 0 or less (a credit note takes none back).
 */
export function commissionOf<S extends SliceLike = OfferCommissionSlice>(
  commission: {
    slices: readonly S[];
    categories: readonly Pick<OfferCommissionCategory, 'categoryId' | 'rate'>[];
  },
  amount: number,
  categoryId: number | null = null,
): CommissionBreakdown<S> {
  const slice = sliceOf(commission.slices, amount);
  if (!slice || !(amount > 0)) return { commission: 0, slice, rate: slice?.rate ?? 0 };
  const category = commission.categories.find((c) => c.categoryId === categoryId);
  const rate = category?.rate ?? slice.rate;
  const computed = (amount * rate) / 100 + slice.fixedCommission;
  return { commission: cents(Math.max(computed, slice.minimumCommission)), slice, rate };
}
