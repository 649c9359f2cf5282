import { route } from '@/lib/pathBuilder';
import type { ProductTypology } from '@/entities/cart';
import type { ServiceTab } from '@/entities/service';

/** Written out: this module is in the startup chunk (see services/paths.ts). */
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

const TABS = [
  'information',
  'pricing',
  'availability',
  'capacity',
  'airports',
  'packages',
] as const satisfies readonly ServiceTab[];

/** The operator's check of every seller's services (issue 19, "Operator validation"). */
export const operatorServicePaths = {
  list: route('/operator-services'),
  show: route('/operator-services/show/:id/:typology/:tab', { typology: TYPOLOGIES, tab: TABS }),
};
