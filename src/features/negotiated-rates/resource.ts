import { NEGOTIATED_RATE_TAG } from '@/entities/negotiated-rate/tags';
import { defineResource } from '@/lib/api/defineResource';
import { route } from '@/lib/pathBuilder';

/**
 * Negotiated rates: the client companies a seller gives its price lists to (spec section 2:
 * /negotiated-rates), added and edited in dialogs on the list. The subject has VIEW and EDIT only.
 */
export const negotiatedRates = defineResource({
  id: 'negotiatedRates',
  subject: 'NEGOTIATED_RATE',
  rights: { add: 'NEGOTIATED_RATE_EDIT', delete: 'NEGOTIATED_RATE_EDIT' },
  namespaces: ['negotiatedRates', 'priceLists'],
  paths: { list: route('/negotiated-rates') },
  // As entities/negotiated-rate's calls name them (the price lists read the rates too): its index
  // would bring the calls into the startup chunk with the route table.
  endpoint: 'api/negotiated-rate',
  tag: NEGOTIATED_RATE_TAG,
  listKey: 'negotiatedRates',
  views: () => import('./views'),
  menu: {
    labelKey: 'negotiatedRates:menu',
    icon: () => import('@mui/icons-material/HandshakeOutlined'),
    group: 'sales',
    order: 30,
  },
});
