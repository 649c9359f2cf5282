import { VALIDATOR, messageWithValues } from '../../../lib/validation/messages';
import type { OfferLimit } from '../../../entities/offer/contract';
import { offerOfOrganization } from './offers';

/** The counted limits enforced when one more is added (turnover: turnover.ts; subscribers: subscribers.ts). */
const MESSAGES = {
  maxAircraft: VALIDATOR.offerAircraftMax,
  maxAirports: VALIDATOR.offerAirportsMax,
  maxFuelAirports: VALIDATOR.offerFuelAirportsMax,
  maxHangars: VALIDATOR.offerHangarsMax,
} as const satisfies Partial<Record<OfferLimit, string>>;

export type EnforcedLimit = keyof typeof MESSAGES;

/**
 * The refusal of a subscriber going from `before` to `after` items past its offer's limit,
 * naming the limit and the offer by its reference, the same in every language
 * (`validator.offer.airports_max|{"max":2,"offer":"OFF-FIX-ESS"}`), or null: at the limit is allowed, and so is anything that adds nothing
 * (a limit lowered under what a subscriber has takes nothing away).
 */
export function offerLimitRefusal(
  organizationId: number,
  limit: EnforcedLimit,
  before: number,
  after: number,
): string | null {
  const offer = offerOfOrganization(organizationId);
  const max = offer?.subscription[limit] ?? null;
  if (!offer || max === null || after <= before || after <= max) return null;
  return messageWithValues(MESSAGES[limit], { max, offer: offer.offerReference });
}
