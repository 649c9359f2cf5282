import type { ProductTypology } from '@/entities/cart';
import type { ServiceTab } from '@/entities/service';
import { route } from '@/lib/pathBuilder';

/**
 * The values a URL may name, written out because this module is in the startup chunk (the route
 * table): a value import of the service entity would bring its contract there. The types keep
 * them in step with the entity's lists.
 */
const TYPOLOGIES = [
  'fuel',
  'hangar',
  'helicopter',
  'mandatory_package',
  'outside_ramps',
  'package',
  'parking',
  'service',
] as const satisfies readonly ProductTypology[];

/** DECISIONS "Catalogue": every tab a service may have; each typology shows its own. */
const TABS = [
  'information',
  'pricing',
  'availability',
  'capacity',
  'airports',
  'packages',
] as const satisfies readonly ServiceTab[];

/** The seller's services (issue 19, "Services"): the spec's own paths. */
export const servicePaths = {
  list: route('/services'),
  add: route('/services/add'),
  edit: route('/services/edit/:id/:typology/:tab', { typology: TYPOLOGIES, tab: TABS }),
  show: route('/services/show/:id/:typology/:tab', { typology: TYPOLOGIES, tab: TABS }),
};
