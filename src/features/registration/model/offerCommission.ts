import type { Schemas } from '@/lib/api/contract';

type Offer = Pick<Schemas['RegistrationOffer'], 'commissionPercent' | 'commissionRates'>;

/** What an offer card says of its commission: one rate, or the range its slices run over. */
export type OfferCommission = { rate: number } | { lowest: number; highest: number };

/**
 * One rate unless the offer's slices (`commissionRates`, optional in the API) take different
 * ones: then the lowest and the highest, so a sliced offer does not read as its first slice's.
 */
export function offerCommission({ commissionPercent, commissionRates }: Offer): OfferCommission {
  const rates = commissionRates?.length ? commissionRates : [commissionPercent];
  const lowest = Math.min(...rates);
  const highest = Math.max(...rates);
  return lowest === highest ? { rate: lowest } : { lowest, highest };
}
