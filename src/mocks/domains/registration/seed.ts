import type { Schemas } from '../../../lib/api/contract';
import { ENUMS } from '../../db/enums';

/** The seller typologies and the commission each tier takes there (percent). */
const SELLER_TYPOLOGIES: readonly [code: string, commissions: [number, number, number]][] = [
  ['fixed_base_operator', [9, 6, 4]],
  ['catering', [12, 9, 7]],
  ['fuel', [3, 2, 1.5]],
  ['hangar', [10, 7, 5]],
  ['helicopter', [10, 8, 6]],
  ['taxi', [12, 10, 8]],
];

const TIERS = [
  { key: 'ESS', name: 'Essential', offerType: 'commission', monthlyPrice: 0 },
  { key: 'BUS', name: 'Business', offerType: 'subscription', monthlyPrice: 49 },
  { key: 'PRE', name: 'Premium', offerType: 'subscription', monthlyPrice: 149 },
] as const;

/** Three offers (commission only, then two subscriptions lowering it) per seller typology. */
export function seedRegistrationOffers(): Schemas['RegistrationOffer'][] {
  const typologies = ENUMS.OrganizationTypology ?? {};
  return SELLER_TYPOLOGIES.flatMap(([code, commissions]) => {
    const id = typologies[code];
    if (typeof id !== 'number') return [];
    return TIERS.map((tier, index) => ({
      offerReference: `OFF-${code.slice(0, 3).toUpperCase()}-${tier.key}`,
      mainTypologyId: id,
      countryCode: null,
      offerType: tier.offerType,
      offerActive: true,
      name: tier.name,
      commissionPercent: commissions[index] ?? 0,
      monthlyPrice: tier.monthlyPrice,
      currencyCode: 'EUR',
    }));
  });
}
