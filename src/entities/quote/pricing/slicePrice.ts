/**
 * Price per slice (spec section 5, DECISIONS.md "Catalogue"): a sliced product (hangar, parking,
 * outside ramp) may list price slices, each `places` not above the previous one's. A booking of
 * n slices pays, per slice and night, the unit price of the slice with the smallest `places`
 * still ≥ n. The checkout, the cart, the hangar availability and the seller's preview all call
 * this, then `linePrice` with the result.
 */

/** One price slice: a booking of up to `places` slices pays `unitPrice` per slice and night. */
export interface PriceSlice {
  places: number;
  unitPrice: number;
}

/**
 * The unit price for `booked` slices. Without price slices, `unitPrice` (the product's one
 * price); beyond the largest slice, the largest slice's price (capacity is checked elsewhere).
 */
export function slicedUnitPrice(
  unitPrice: number | null,
  priceSlices: readonly PriceSlice[],
  booked: number,
): number | null {
  let best: PriceSlice | undefined;
  let largest: PriceSlice | undefined;
  for (const slice of priceSlices) {
    if (largest === undefined || slice.places > largest.places) largest = slice;
    if (slice.places >= booked && (best === undefined || slice.places < best.places)) best = slice;
  }
  return (best ?? largest)?.unitPrice ?? unitPrice;
}

/** The index of the first slice whose places are above the previous one's (-1: none). */
export function sliceOrderError(priceSlices: readonly PriceSlice[]): number {
  return priceSlices.findIndex((slice, index) => {
    const previous = index > 0 ? priceSlices[index - 1] : undefined;
    return previous !== undefined && slice.places > previous.places;
  });
}
