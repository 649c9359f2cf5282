import { route } from '@/lib/pathBuilder';

/** The tabs of an offer's page (spec section 2), in their order. */
export const OFFER_TABS = [
  'information',
  'typologies',
  'commission',
  'subscribers',
  'subscription',
] as const;
export type OfferTab = (typeof OFFER_TABS)[number];

/** The spec's paths (section 2): the list, and a record's tab read or edited. */
export const offerPaths = {
  list: route('/offers'),
  add: route('/offer/add'),
  show: route('/offer/:id/:tab/show', { tab: OFFER_TABS }),
  edit: route('/offer/:id/:tab/edit', { tab: OFFER_TABS }),
};

/** A record path of the kit's shape (`{ id }`), opening the first tab. */
function firstTab(
  path: { readonly pattern: string } & ((params: { id: number; tab: OfferTab }) => string),
) {
  return Object.assign((params: { id: number }) => path({ id: params.id, tab: 'information' }), {
    pattern: path.pattern,
  });
}

export const offerResourcePaths = {
  list: offerPaths.list,
  add: offerPaths.add,
  show: firstTab(offerPaths.show),
  edit: firstTab(offerPaths.edit),
};
