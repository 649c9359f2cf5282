import { defineDomain } from '../../registry/defineDomain';
import { commissionHandlers } from './commissionHandlers';
import { offerHandlers } from './handlers';
import { seedOffers } from './seed';

export type { OfferRecord } from './records';
export {
  DEFAULT_COMMISSION_RATE,
  availableOffersFor,
  commissionOfOrganization,
  findOffer,
  offerOfOrganization,
  registrationOffersFor,
  subscribeOrganization,
  toCommissionOffer,
  toRegistrationOffer,
} from './offers';
export { offerLimitRefusal, type EnforcedLimit } from './limits';
export { offerFullRefusal } from './subscribers';
export { offerTurnoverRefusal, turnoverOfSeller, type Convert } from './turnover';

/**
 * The one offer model (DECISIONS "Administration"): the operator's offers, their commission
 * slices and category rates, subscription terms and limits. Registration's offer choice, the
 * organization's offer tab, the operator accounting and the limits read them through here.
 *
 *   api/offer, api/offer/{id}/delete, /info, /typology, /subscription, /subscriber  handlers.ts
 *   api/offer/{id}/commission, commission-slice, commission-category     commissionHandlers.ts
 */
export const domain = defineDomain({
  name: 'offers',
  seed: () => ({ offers: seedOffers() }),
  handlers: [...offerHandlers, ...commissionHandlers],
});
