import { VALIDATOR, messageWithValues } from '../../lib/validation/messages';
import type { OfferCommissionSlicePayload } from './offer.types';

/** One refusal of a slice table: the slice (its index as given), its field, the message. */
export interface SliceError {
  index: number;
  field: keyof OfferCommissionSlicePayload;
  message: string;
}

type Bounds = Pick<OfferCommissionSlicePayload, 'fromAmount' | 'toAmount'>;

/** A slice's own values: bounds in order, amounts 0 or more, the rate a percentage. */
function ownErrors(slice: OfferCommissionSlicePayload, index: number): SliceError[] {
  const errors: SliceError[] = [];
  const positive = ['fromAmount', 'fixedCommission', 'minimumCommission'] as const;
  for (const field of positive) {
    if (!(slice[field] >= 0)) errors.push({ index, field, message: VALIDATOR.positive });
  }
  if (slice.toAmount !== null && !(slice.toAmount > slice.fromAmount)) {
    errors.push({ index, field: 'toAmount', message: VALIDATOR.offerSliceBounds });
  }
  if (!(slice.rate >= 0 && slice.rate <= 100)) {
    errors.push({ index, field: 'rate', message: VALIDATOR.percentage });
  }
  return errors;
}

/** Where `next` meets `previous` (sorted by their lower bound): an overlap, a gap, or nothing. */
function junctionError(previous: Bounds, next: Bounds, index: number): SliceError | null {
  if (previous.toAmount === null || next.fromAmount < previous.toAmount) {
    const message = messageWithValues(VALIDATOR.offerSliceOverlap, { from: previous.fromAmount });
    return { index, field: 'fromAmount', message };
  }
  if (next.fromAmount > previous.toAmount) {
    const values = { from: previous.toAmount, to: next.fromAmount };
    return {
      index,
      field: 'fromAmount',
      message: messageWithValues(VALIDATOR.offerSliceGap, values),
    };
  }
  return null;
}

/**
 * The refusals of a commission slice table (DECISIONS "Administration"): the slices cover the
 * amounts from 0 up without overlap or gap, only the last may have no upper bound. Each
 * refusal lands on the later slice of the two that meet (ties: the one given later), so a
 * slice being added or changed, given last, carries it.
 */
export function sliceTableErrors(slices: readonly OfferCommissionSlicePayload[]): SliceError[] {
  const errors = slices.flatMap(ownErrors);
  const sorted = slices
    .map((slice, index) => ({ slice, index }))
    .sort((a, b) => a.slice.fromAmount - b.slice.fromAmount || a.index - b.index);
  const first = sorted[0];
  if (first && first.slice.fromAmount > 0) {
    const message = messageWithValues(VALIDATOR.offerSliceGap, {
      from: 0,
      to: first.slice.fromAmount,
    });
    errors.push({ index: first.index, field: 'fromAmount', message });
  }
  sorted.forEach((entry, at) => {
    const previous = at > 0 ? sorted[at - 1] : undefined;
    const error = previous ? junctionError(previous.slice, entry.slice, entry.index) : null;
    if (error) errors.push(error);
  });
  return errors;
}
