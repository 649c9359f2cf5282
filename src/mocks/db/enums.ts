import { QUOTE_PAYMENT_TERMS, QUOTE_STATES } from '../../entities/quote/contract';
import { PRICING_TYPES, PRODUCT_TYPOLOGIES } from '../../entities/cart/contract';
import { PAYMENT_INTENT_STATUSES } from '../../entities/payment/contract';
/**
 * Enums answered by GET api/enum/{EnumName}: label -> value. Labels are snake_case identifiers
 * the front translates; values are what the API's fields carry. Mostly the two are equal; where
 * the API carries something else (ids, units, ISO durations) the value says so.
 */
export type EnumValues = Readonly<Record<string, string | number>>;

/** `same('a', 'b')` -> { a: 'a', b: 'b' }. */
function same(...labels: string[]): EnumValues {
  return Object.fromEntries(labels.map((label) => [label, label]));
}

export const ENUMS: Readonly<Record<string, EnumValues>> = {
  // Values are the typology ids sent at registration (mainTypologyId, clientTypologyId);
  // organizations carry the label in `organizationTypology`.
  OrganizationTypology: {
    flight_dispatch_company: 1,
    catering: 2,
    fixed_base_operator: 3,
    flight_operator: 4,
    private_pilot: 5,
    fuel: 6,
    hangar: 7,
    helicopter: 8,
    operator: 9,
    taxi: 10,
  },
  OrganizationStatus: same(
    'registration_pending',
    'awaiting_validation',
    'active',
    'suspended',
    'disabled',
  ),
  UserStatus: same('active', 'invited', 'disabled'),
  QuoteState: same(...QUOTE_STATES),
  QuoteLineStatus: same(
    'not_planned',
    'planned',
    'in_progress',
    'awaiting_customer_validation',
    'delivered',
  ),
  QuoteLogEvent: same(
    'quote_request',
    'quote_request_edit',
    'quote_send',
    'quote_edit',
    'quote_validate',
    'quote_refuse',
    'quote_cancel',
    'order_cancel',
    'cancellation_policies_apply',
    'invoice_request',
    'invoice_send',
  ),
  InvoiceStatus: same('waiting_quote', 'to_be_paid', 'paid'),
  SlotStatus: same('not_assigned', 'not_requested', 'requested', 'submitted'),
  PaymentIntentStatus: same(...PAYMENT_INTENT_STATUSES),
  MovementType: same('arrival', 'departure'),
  AgeCategory: same('adult', 'children', 'baby'),
  ProductTypology: same(...PRODUCT_TYPOLOGIES),
  ProductStatus: same('awaiting_validation', 'validated'),
  PricingType: same(...PRICING_TYPES),
  FuelUnit: { l: 'L', gal: 'Gal', kg: 'kg', liter: 'liter', usg: 'USG' },
  FuelType: { biojet: 'Biojet', fuel: 'fuel', kerosene: 'Kerosene' },
  PaymentTerm: same(...QUOTE_PAYMENT_TERMS),
  // ISO 8601 durations, so the value needs no second table to be understood.
  SubscriptionDuration: {
    one_month: 'P1M',
    three_months: 'P3M',
    six_months: 'P6M',
    one_year: 'P1Y',
  },
  SubscriptionPaymentPeriod: same('month', 'trimester', 'year'),
  CancellationType: same('cancelled', 'rescheduled'),
  RefundType: same('claim_rejected', 'partial_refund', 'total_refund'),
  FlightMission: same(
    'commercial',
    'private',
    'training',
    'medevac',
    'cargo',
    'ferry',
    'positioning',
  ),
  FlightType: same('domestic', 'international', 'schengen', 'non_schengen'),
  SupplyDocumentType: same('invoice', 'order', 'quotation', 'quotation_request', 'quote'),
};

/** Enum names are matched without regard to case: `quotestate` finds QuoteState. */
export function findEnum(name: string): EnumValues | undefined {
  const wanted = name.toLowerCase();
  const key = Object.keys(ENUMS).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : ENUMS[key];
}
