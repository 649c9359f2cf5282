import type {
  FuelType,
  HelicopterTransferType,
  PricingType,
  ProductTypology,
  ProductUnit,
  SaleMode,
} from '../../../entities/cart/contract';
import type { InvoicePaymentMethod } from '../../../entities/invoice/contract';
import type { PaymentIntentStatus } from '../../../entities/payment/contract';
import type { OrderCancellationPolicy, Quote } from '../../../entities/quote/contract';
import type { PaymentMethod } from '../../../entities/account/contract';
import type { PriceSlice } from '../../../entities/quote/contract';
import type {
  CapacityCount,
  ServiceAttributeValue,
  ServiceFootprint,
  ServiceTransfer,
} from '../../../entities/service/contract';

/** A text in each language of the interface. */
export interface Texts {
  en: string;
  fr: string;
}

export interface ShopCategoryRecord {
  id: number;
  slug: string;
  parentId: number | null;
  name: Texts;
}

/**
 * What a service offers, as validated (on a product) or awaiting validation (a service's draft):
 * every field the seller edits but the airports.
 */
export interface ProductContent {
  name: Texts;
  description: Texts;
  /** At least one; the first is the one the shop shows. */
  categoryIds: number[];
  /** Typed values of the categories' attributes. */
  attributeValues: ServiceAttributeValue[];
  /** Free characteristics (up to 20), shown in the shop beside the attributes. */
  attributes: { name: Texts; value: Texts }[];
  pricingType: PricingType;
  saleMode: SaleMode;
  unit: ProductUnit;
  unitPrice: number | null;
  /** price_per_slice: places not above the previous slice's (slicedUnitPrice reads them). */
  priceSlices: PriceSlice[];
  discountRate: number;
  ecotax: number;
  vatRate: number;
  minQuantity: number;
  maxQuantity: number | null;
  options: { id: number; name: Texts; unitPrice: number }[];
  fuelType: FuelType | null;
  /** `YYYY-MM-DD`, null: unbounded. */
  availableFrom: string | null;
  availableTo: string | null;
  /** Hangar, parking, outside ramp: its slices or places (a slice is `sliceAreaM2` of floor). */
  slices: {
    total: number;
    sliceAreaM2: number;
    count: CapacityCount;
    footprint: ServiceFootprint | null;
  } | null;
  contents: { name: Texts; quantity: number }[];
  /**
   * Helicopter: where it picks up and drops passengers (ids of the places directory, each
   * precise); empty for the other typologies. The helicopter shop's destinations.
   */
  takingChargePlaceIds: number[];
  /**
   * Helicopter: its transfer tab (aircraft of the seller's fleet by id, seats, luggage, flight
   * time, private or shared); null or absent while not set. Seeded services fly from the
   * `helicopterTransfers` records instead (set before the tab existed).
   */
  transfer?: ServiceTransfer | null;
}

/**
 * A product on sale at one airport: the validated version of a service (the catalogue domain's
 * ServiceRecord) there. Prices in the seller's currency.
 */
export interface ShopProductRecord extends ProductContent {
  id: number;
  serviceId: number;
  sellerId: number;
  airportId: number;
  typology: ProductTypology;
}

/** What the shop shows of a seller besides its organization record. */
export interface ShopSellerRecord {
  sellerId: number;
  /** Contact details come from the organization record. */
  presentation: Texts;
}

/** Slices of a sliced product taken for one night (seeded, or by a completed order's quote). */
export interface HangarBookingRecord {
  productId: number;
  /** `YYYY-MM-DD`: the night starting that day. */
  date: string;
  slices: number;
  /** The order holding them; null for a seeded booking of another customer. */
  quoteId: number | null;
  /**
   * The numbered slices held (issue 30): the same on every night of an order's stay, the
   * lowest free ones when it was ordered. Absent from seeded rows and rows saved before: they
   * take the lowest slices left free by the numbered rows that night (hangar.ts).
   */
  sliceNumbers?: number[];
}

/**
 * What flying a helicopter service takes that its product does not hold: the aircraft, its
 * room and the flight time, and whether it is private or shared. Keyed by the service (one per
 * service); the price, VAT and destinations are the validated product's.
 */
export interface HelicopterTransferRecord {
  serviceId: number;
  /** Private: the whole helicopter, per flight; shared: seats on a shuttle, per passenger. */
  type: HelicopterTransferType;
  helicopterModel: string;
  registration: string;
  seats: number;
  luggageKg: number;
  durationMinutes: number;
}

/** A checkout: its quotes are held here until paid (or nothing is paid now). */
export interface CheckoutRecord {
  id: string;
  userId: number;
  organizationId: number;
  idempotencyKey: string;
  tripId: number;
  stepId: number;
  eventId: number;
  status: 'pending' | 'completed' | 'canceled';
  quotes: Quote[];
  /** Slices to book when completed, by the index of the quote in `quotes`. */
  bookings: { quoteIndex: number; productId: number; date: string; slices: number }[];
  paymentIntentId: string | null;
  /** Helicopter order: the transfer step and operator to set when completed. */
  helicopter: { stepId: number; operatorId: number } | null;
  /** The buyer accepted the SEPA terms (needed to pay by a SEPA debit). */
  acceptSepaTerms: boolean;
  /**
   * Issue 27: each seller's cancellation policy as checked against what the buyer saw when the
   * checkout was made, copied into its orders when it completes (after a payment, 3-D Secure
   * included), whatever the policy is by then. Absent from checkouts saved before.
   */
  cancellationPolicies?: CheckoutPolicyRecord[];
  createdAt: string;
}

/** A seller's cancellation policy as a checkout agreed it (null: none, the terms of sale). */
export interface CheckoutPolicyRecord {
  sellerId: number;
  policy: Required<OrderCancellationPolicy> | null;
}

export interface PaymentIntentRecord {
  id: string;
  checkoutId: string;
  userId: number;
  status: PaymentIntentStatus;
  clientSecret: string;
  amount: number;
  currency: string;
  errorCode: string | null;
  /** The card waiting for its 3-D Secure answer. */
  pending: Omit<PaymentMethod, 'id' | 'isDefault'> | null;
  /**
   * A quotation's validation (orders domain): the cancellation policy the buyer's validation was
   * checked against, which its 3-D Secure answer copies if it still applies (issue 27). Absent
   * from a checkout's intent and from intents saved before.
   */
  validatedPolicy?: Required<OrderCancellationPolicy> | null;
}

/** A package line's contents when ordered, names in each language (issue 27). */
export interface OrderedPackageRecord {
  lineId: number;
  productId: number;
  productName: string;
  contents: { name: Texts; quantity: number }[];
}

/**
 * Per order (a quote of the orders domain), the terms it was placed under: its initial total (an
 * invoice never exceeds it), how it is paid, whether the buyer accepted the SEPA terms, and
 * (issue 27) a copy of its cancellation policy and of its packages' contents. Kept here, where
 * the checkout places orders; the orders domain records its validations through orderTerms.ts
 * too. Server-only: never answered as such.
 */
export interface OrderTermsRecord {
  quoteId: number;
  /** The total including tax when the order was validated. */
  orderTotal: number;
  paymentMethod: InvoicePaymentMethod | null;
  acceptSepaTerms: boolean;
  /**
   * The policy that applied, copied with its terms file (null: none applied). Absent from terms
   * saved before copies were kept: `agreedTermsOf` then falls back (docs/decisions.md).
   */
  cancellationPolicy?: Required<OrderCancellationPolicy> | null;
  packages?: OrderedPackageRecord[];
  /** When the copies were taken (ISO). */
  recordedAt?: string;
}

declare module '../../db/types' {
  interface Db {
    shopCategories: ShopCategoryRecord[];
    shopProducts: ShopProductRecord[];
    shopSellers: ShopSellerRecord[];
    hangarBookings: HangarBookingRecord[];
    helicopterTransfers: HelicopterTransferRecord[];
    checkouts: CheckoutRecord[];
    paymentIntents: PaymentIntentRecord[];
    quoteOrderTerms: OrderTermsRecord[];
  }
}
