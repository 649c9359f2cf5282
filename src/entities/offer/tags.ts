/** The offers' cache tag (startup-safe: the route table's declarations read it). */
export const OFFER_TAG = 'Offer';
