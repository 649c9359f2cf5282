import { SERVICE_TABS, SERVICE_TYPOLOGIES } from '@/entities/service/slugs';
import { route } from '@/lib/pathBuilder';

/** The seller's services (issue 19, "Services"): the spec's own paths. */
export const servicePaths = {
  list: route('/services'),
  add: route('/services/add'),
  edit: route('/services/edit/:id/:typology/:tab', {
    typology: SERVICE_TYPOLOGIES,
    tab: SERVICE_TABS,
  }),
  show: route('/services/show/:id/:typology/:tab', {
    typology: SERVICE_TYPOLOGIES,
    tab: SERVICE_TABS,
  }),
};
