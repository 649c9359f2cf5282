import { badRequest } from '../../api';
import { db } from '../../db';
import { offerLimitRefusal } from '../offers';

/**
 * One more aircraft or helicopter past the "aircraft" limit of the organization's offer: 400 on
 * the registration, naming the limit and the offer; null when allowed (or no offer limits it).
 */
export function fleetLimitRefusal(organizationId: number): Response | null {
  const owned = (r: { organizationId: number }) => r.organizationId === organizationId;
  const fleet =
    db.organizationAircraft.filter(owned).length + db.organizationHelicopters.filter(owned).length;
  const refused = offerLimitRefusal(organizationId, 'maxAircraft', fleet, fleet + 1);
  return refused ? badRequest({ registration: [refused] }) : null;
}
