import type { Db } from '../../db';
import { nowMs } from '../../db';
import type { ProviderVisitRecord } from './records';

const DAY = 86_400_000;
/** How far back the seeded visits go: the dashboard's chart shows the last 30 days. */
export const SEEDED_VISIT_DAYS = 60;

/**
 * Each active seller's page visited by the buyers over the last 60 days, a few a day, cycled
 * (deterministic: no randomness in a seed), so a seller's dashboard has visits to show.
 */
export function seedProviderVisits(seeded: Readonly<Partial<Db>>): ProviderVisitRecord[] {
  const organizations = seeded.organizations ?? [];
  const buyers = organizations.filter((o) => o.buyer && o.organizationStatus === 'active');
  const sellers = organizations.filter((o) => o.seller && o.organizationStatus === 'active');
  const today = Math.floor(nowMs() / DAY) * DAY;
  const visits: ProviderVisitRecord[] = [];
  if (buyers.length === 0) return visits;
  for (const seller of sellers) {
    for (let day = 1; day <= SEEDED_VISIT_DAYS; day++) {
      const count = (seller.id * 7 + day * 3) % 5;
      for (let n = 0; n < count; n++) {
        const buyer = buyers[(seller.id + day + n) % buyers.length];
        if (!buyer || buyer.id === seller.id) continue;
        const at = today - day * DAY + (9 + n * 2) * 3_600_000;
        visits.push({
          sellerId: seller.id,
          visitorOrganizationId: buyer.id,
          at: new Date(at).toISOString(),
        });
      }
    }
  }
  return visits;
}
