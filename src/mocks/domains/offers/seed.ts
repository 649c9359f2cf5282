import type { OfferCommissionSlice, OfferSubscription } from '../../../entities/offer/contract';
import { ENUMS } from '../../db/enums';
import type { OfferRecord } from './records';

const CREATED_AT = '2025-01-15T09:00:00.000Z';

/** No limit, a commission offer's terms: a month, renewed, free (a new offer's too). */
export const OPEN_SUBSCRIPTION: OfferSubscription = {
  duration: 'one_month',
  paymentPeriod: 'month',
  price: 0,
  maximumSubscription: null,
  reconductible: true,
  maxAircraft: null,
  maxAirports: null,
  maxFuelAirports: null,
  maxHangars: null,
  maxTurnover: null,
};

type SliceRow = [from: number, to: number | null, rate: number, fixed: number, minimum: number];

function slicesOf(rows: readonly SliceRow[]): OfferCommissionSlice[] {
  return rows.map(([fromAmount, toAmount, rate, fixedCommission, minimumCommission], index) => ({
    id: index + 1,
    fromAmount,
    toAmount,
    rate,
    fixedCommission,
    minimumCommission,
  }));
}

interface Base {
  id: number;
  offerReference: string;
  en: string;
  fr: string;
  offerType: OfferRecord['offerType'];
  mainTypologyId: number | null;
  slices: readonly SliceRow[];
  subscription: Partial<OfferSubscription>;
}

function offer(base: Base): OfferRecord {
  return {
    id: base.id,
    offerReference: base.offerReference,
    references: { en: base.en, fr: base.fr },
    offerType: base.offerType,
    offerActive: true,
    countryCode: null,
    currencyCode: 'EUR',
    mainTypologyId: base.mainTypologyId,
    typologyIds: base.mainTypologyId === null ? [] : [base.mainTypologyId],
    slices: slicesOf(base.slices),
    categories: [],
    subscription: { ...OPEN_SUBSCRIPTION, ...base.subscription },
    createdAt: CREATED_AT,
  };
}

/** The platform-wide offers an organization may subscribe to from its offer tab (ids 1 to 3). */
const PLATFORM: Base[] = [
  {
    id: 1,
    offerReference: 'START-COMMISSION',
    en: 'Start',
    fr: 'Départ',
    offerType: 'commission',
    mainTypologyId: null,
    slices: [
      [0, 10000, 8, 0, 15],
      [10000, null, 6, 0, 15],
    ],
    subscription: {},
  },
  {
    id: 2,
    offerReference: 'PRO-QUARTERLY',
    en: 'Pro',
    fr: 'Pro',
    offerType: 'subscription',
    mainTypologyId: null,
    slices: [
      [0, 25000, 4.5, 5, 10],
      [25000, 100000, 3.5, 5, 10],
      [100000, null, 2.5, 0, 10],
    ],
    subscription: { duration: 'one_year', paymentPeriod: 'trimester', price: 450 },
  },
  {
    id: 3,
    offerReference: 'PREMIUM-YEARLY',
    en: 'Premium',
    fr: 'Premium',
    offerType: 'subscription',
    mainTypologyId: null,
    slices: [[0, null, 1.5, 0, 5]],
    subscription: { duration: 'one_year', paymentPeriod: 'year', price: 3900 },
  },
];

/** The seller typologies and the commission each registration tier takes there (percent). */
const SELLER_TYPOLOGIES: readonly [code: string, commissions: [number, number, number]][] = [
  ['fixed_base_operator', [9, 6, 4]],
  ['catering', [12, 9, 7]],
  ['fuel', [3, 2, 1.5]],
  ['hangar', [10, 7, 5]],
  ['helicopter', [10, 8, 6]],
  ['taxi', [12, 10, 8]],
];

/** Commission only with small limits, then two subscriptions lowering it and raising them. */
const TIERS = [
  {
    key: 'ESS',
    en: 'Essential',
    fr: 'Essentiel',
    offerType: 'commission',
    price: 0,
    limits: {
      maxAircraft: 5,
      maxAirports: 2,
      maxFuelAirports: 1,
      maxHangars: 2,
      maxTurnover: 250000,
    },
  },
  {
    key: 'BUS',
    en: 'Business',
    fr: 'Affaires',
    offerType: 'subscription',
    price: 49,
    limits: {
      maxAircraft: 20,
      maxAirports: 5,
      maxFuelAirports: 3,
      maxHangars: 6,
      maxTurnover: 2000000,
    },
  },
  { key: 'PRE', en: 'Premium', fr: 'Premium', offerType: 'subscription', price: 149, limits: {} },
] as const;

/** Three offers per seller typology, the choice of a new seller at registration (ids 4 on). */
function registrationOffers(firstId: number): OfferRecord[] {
  const typologies = ENUMS.OrganizationTypology ?? {};
  const bases = SELLER_TYPOLOGIES.flatMap(([code, commissions]) => {
    const typologyId = typologies[code];
    if (typeof typologyId !== 'number') return [];
    return TIERS.map((tier, index): Omit<Base, 'id'> => ({
      offerReference: `OFF-${code.slice(0, 3).toUpperCase()}-${tier.key}`,
      en: tier.en,
      fr: tier.fr,
      offerType: tier.offerType,
      mainTypologyId: typologyId,
      slices: [[0, null, commissions[index] ?? 0, 0, 0]],
      subscription: { price: tier.price, ...tier.limits },
    }));
  });
  return bases.map((base, index) => offer({ ...base, id: firstId + index }));
}

/** The offers: the platform-wide ones, then the registration tiers of each seller typology. */
export function seedOffers(): OfferRecord[] {
  return [...PLATFORM.map(offer), ...registrationOffers(PLATFORM.length + 1)];
}
