import { OFFER_TAG } from '@/entities/offer/tags';
import { defineResource } from '@/lib/api/defineResource';
import { offerResourcePaths } from './paths';

/**
 * The marketplace's offers (spec sections 2, 3 and 7, DECISIONS "Administration"): what a seller
 * pays, commission slices, subscription and limits. The list at /offers, a new offer at
 * /offer/add, a record's tabs at /offer/{id}/{tab}/show and /edit; deleted at the spec's
 * `api/offer/{id}/delete`.
 */
export const offers = defineResource({
  id: 'offers',
  subject: 'OPERATOR_SUBSCRIPTION',
  namespaces: ['offers', 'enums'],
  paths: offerResourcePaths,
  endpoint: 'api/offer',
  deleteEndpoint: (id) => `api/offer/${id}/delete`,
  tag: OFFER_TAG,
  listKey: 'offers',
  views: () => import('./views'),
  menu: {
    labelKey: 'offers:menu',
    icon: () => import('@mui/icons-material/LocalOfferOutlined'),
    group: 'administration',
    order: 20,
  },
});
