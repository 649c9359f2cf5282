import {
  commissionOf,
  offerName,
  sortedSlices,
  type CommissionBreakdown,
  type CommissionOffer,
  type OfferCommissionSlice,
} from '../../../entities/offer/contract';
import type { Schemas } from '../../../lib/api/contract';
import { db, ENUMS, today } from '../../db';
import { offerFullRefusal } from './subscribers';
import type { OfferRecord } from './records';

/** The platform's commission rate (percent) when the seller subscribes to no offer. */
export const DEFAULT_COMMISSION_RATE = 8;

const PERIOD_MONTHS = { month: 1, trimester: 3, year: 12 } as const;
const DURATION_MONTHS = { one_month: 1, three_months: 3, six_months: 6, one_year: 12 } as const;

export function findOffer(id: unknown): OfferRecord | undefined {
  return db.offers.find((o) => o.id === id);
}

/** The offer an organization's subscription in effect (active or awaiting payment) names. */
export function offerOfOrganization(organizationId: number): OfferRecord | null {
  const subscription = db.subscriptions.find(
    (s) => s.organizationId === organizationId && (s.status === 'active' || s.status === 'pending'),
  );
  return (subscription && findOffer(subscription.offerId)) ?? null;
}

/** The organization's offer as its offer tab shows it (the commission slices without ids). */
export function toCommissionOffer(offer: OfferRecord): CommissionOffer {
  return {
    id: offer.id,
    offerReference: offer.offerReference,
    offerType: offer.offerType,
    duration: offer.subscription.duration,
    paymentPeriod: offer.subscription.paymentPeriod,
    price: offer.subscription.price,
    currencyCode: offer.currencyCode,
    slices: sortedSlices(offer.slices).map(({ id: _id, ...slice }) => slice),
  };
}

/** The typology id of an organization's label (OrganizationTypology enum), or null. */
function typologyIdOf(label: string | undefined): number | null {
  const id = label === undefined ? undefined : ENUMS.OrganizationTypology?.[label];
  return typeof id === 'number' ? id : null;
}

/** The active offers an organization may subscribe to: the platform-wide ones and its typology's. */
export function availableOffersFor(organizationId: number): OfferRecord[] {
  const organization = db.organizations.find((o) => o.id === organizationId);
  const typologyId = typologyIdOf(organization?.organizationTypology);
  return db.offers.filter(
    (o) => o.offerActive && (o.mainTypologyId === null || o.mainTypologyId === typologyId),
  );
}

/** An offer as a new seller (organization `organizationId`) chooses it, named in `lang`. */
export function toRegistrationOffer(
  offer: OfferRecord,
  lang: string,
  organizationId: number,
): Schemas['RegistrationOffer'] {
  const { price, paymentPeriod } = offer.subscription;
  return {
    offerReference: offer.offerReference,
    mainTypologyId: offer.mainTypologyId ?? 0,
    countryCode: offer.countryCode,
    offerType: offer.offerType,
    offerActive: offer.offerActive,
    name: offerName(offer.references, lang),
    commissionPercent: sortedSlices(offer.slices)[0]?.rate ?? 0,
    commissionRates: sortedSlices(offer.slices).map((slice) => slice.rate),
    monthlyPrice: Math.round((price / PERIOD_MONTHS[paymentPeriod]) * 100) / 100,
    currencyCode: offer.currencyCode,
    full: offerFullRefusal(offer, organizationId) !== null,
  };
}

/** The active offers made for a seller typology, in their order. */
export function registrationOffersFor(typologyId: number | null): OfferRecord[] {
  return db.offers.filter((o) => o.offerActive && o.mainTypologyId === typologyId);
}

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Subscribes an organization to an offer from today, replacing what it had: active at once
 * when free, else awaiting its first payment.
 */
export function subscribeOrganization(organizationId: number, offer: OfferRecord): void {
  const startAt = today();
  db.subscriptions = [
    ...db.subscriptions.filter((s) => s.organizationId !== organizationId),
    {
      organizationId,
      offerId: offer.id,
      status: offer.subscription.price > 0 ? 'pending' : 'active',
      startAt,
      endAt: addMonths(startAt, DURATION_MONTHS[offer.subscription.duration]),
    },
  ];
}

/**
 * The commission the platform takes on a seller's order of `amount` (in a category): from the
 * slices and category rates of its offer, else DEFAULT_COMMISSION_RATE.
 */
export function commissionOfOrganization(
  organizationId: number,
  amount: number,
  categoryId: number | null = null,
): CommissionBreakdown<OfferCommissionSlice> {
  const offer = offerOfOrganization(organizationId);
  if (offer) return commissionOf(offer, amount, categoryId);
  const slice = {
    id: 0,
    fromAmount: 0,
    toAmount: null,
    rate: DEFAULT_COMMISSION_RATE,
    fixedCommission: 0,
    minimumCommission: 0,
  };
  return commissionOf({ slices: [slice], categories: [] }, amount, categoryId);
}
