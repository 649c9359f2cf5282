import { VALIDATOR, messageWithValues } from '../../../lib/validation/messages';
import { db } from '../../db';
import type { OfferRecord } from './records';

/** How many other organizations hold the offer (active or awaiting payment). */
function subscribersBesides(offer: OfferRecord, organizationId: number): number {
  return db.subscriptions.filter(
    (s) =>
      s.offerId === offer.id &&
      s.organizationId !== organizationId &&
      (s.status === 'active' || s.status === 'pending'),
  ).length;
}

/**
 * The refusal of `organizationId` subscribing to an offer that already has its maximum of
 * subscribers (`validator.offer.subscriptions_max|{"max":1,"offer":"OFF-FIX-ESS"}`), or null.
 * The organization's own subscription does not count: choosing again what it holds is no new one.
 */
export function offerFullRefusal(offer: OfferRecord, organizationId: number): string | null {
  const max = offer.subscription.maximumSubscription;
  if (max === null || subscribersBesides(offer, organizationId) < max) return null;
  return messageWithValues(VALIDATOR.offerSubscriptionsMax, {
    max,
    offer: offer.offerReference,
  });
}
