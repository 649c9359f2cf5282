import { SERVICE_TABS, SERVICE_TYPOLOGIES } from '@/entities/service/slugs';
import { route } from '@/lib/pathBuilder';

/** The operator's check of every seller's services (issue 19, "Operator validation"). */
export const operatorServicePaths = {
  list: route('/operator-services'),
  show: route('/operator-services/show/:id/:typology/:tab', {
    typology: SERVICE_TYPOLOGIES,
    tab: SERVICE_TABS,
  }),
};
