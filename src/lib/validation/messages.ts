/**
 * Validation messages are i18next keys of the `validation` namespace (`validator.*`), translated
 * at render so that a language change re-translates them without re-validating.
 *
 * A message that needs values (the password minimum, the file size limit) carries them after a
 * `|` as JSON: `validator.password_min_length|{"min":13}`. The form resolver only keeps an
 * issue's message string, so the values have to travel inside it; `translateError` unpacks them.
 */
import { SEPARATOR, type MessageValues } from './translateError';

export const VALIDATOR = {
  required: 'validator.required',
  number: 'validator.number',
  integer: 'validator.integer',
  positive: 'validator.positive',
  strictPositive: 'validator.strict_positive',
  decimalOrInt: 'validator.decimal_or_int',
  percentage: 'validator.percentage',
  creditCard: 'validator.credit_card',
  url: 'validator.url',
  iban: 'validator.iban',
  tel: 'validator.tel',
  email: 'validator.email',
  password: 'validator.password',
  passwordMinLength: 'validator.password_min_length',
  confirmation: 'validator.confirmation',
  fileSize: 'validator.file_size',
  fileType: 'validator.file_type',
  date: 'validator.date',
  correctTimes: 'validator.correct_times',
  icaoAirport: 'validator.icao_airport',
  flightLevel: 'validator.flight_level',
  atsRoute: 'validator.ats_route',
  choice: 'validator.choice',
  country: 'validator.country',
  icaoType: 'validator.icao_type',
  alreadyUsed: 'validator.already_used',
  passwordLeaked: 'validator.password_leaked',
  /** Trips: a whole count, named passengers within the seats (times: `correctTimes`). */
  count: 'validator.count',
  tooManyPassengers: 'validator.too_many_passengers',
  /** A new leg, or a leg whose departure moves, departs after now. */
  futureDeparture: 'validator.future_departure',
  /** Shop: a quantity within a product's minimum and maximum (`{min, max}`, max may be absent). */
  quantityBetween: 'validator.quantity_between',
  quantityMin: 'validator.quantity_min',
  /** Ceilings (lib/pricing/limits): a quote line's quantity, an amount, a total (`{max}`). */
  quantityMax: 'validator.quantity_max',
  amountMax: 'validator.amount_max',
  totalMax: 'validator.total_max',
  /** A text longer than its field's maximum (`{max}`, see `TEXT_MAX`). */
  lengthMax: 'validator.length_max',
  /** A text shorter or longer than its field's bounds (`{min, max}`). */
  lengthBetween: 'validator.length_between',
  /** Accounting parameters: an account code, 1 to 20 characters A-Z and 0-9. */
  accountCode: 'validator.account_code',
  /** A text the API document's `pattern` refuses (a declared form's field without its own key). */
  pattern: 'validator.pattern',
  /** Fuel certificates: a typed net at 15 °C more than 0.5 % from the computed one (`{computed, factor}`). */
  netVolumeMismatch: 'validator.net_volume_mismatch',
  /** Mail templates: a `{{name}}` the template's event does not offer. */
  mailTemplateVariable: 'validator.mail_template_variable',
  /** Offers: commission slices that overlap (`{from}`) or leave amounts out (`{from, to}`). */
  offerSliceOverlap: 'validator.offer.slice_overlap',
  offerSliceGap: 'validator.offer.slice_gap',
  /** A slice whose upper bound is not above its lower one, or an open one before another. */
  offerSliceBounds: 'validator.offer.slice_bounds',
  /** A subscriber at its offer's limit adding one more (`{max, offer}`). */
  offerAircraftMax: 'validator.offer.aircraft_max',
  offerAirportsMax: 'validator.offer.airports_max',
  offerFuelAirportsMax: 'validator.offer.fuel_airports_max',
  offerHangarsMax: 'validator.offer.hangars_max',
  /** An offer whose maximum of subscribers is reached (`{max, offer}`). */
  offerSubscriptionsMax: 'validator.offer.subscriptions_max',
  /** A sent quotation or direct order past the seller's turnover (`{max, currency, offer}`). */
  offerTurnoverMax: 'validator.offer.turnover_max',
} as const;

export type ValidatorKey = (typeof VALIDATOR)[keyof typeof VALIDATOR];

export {
  BUSINESS_KEY_PREFIX,
  parseMessage,
  stripFieldName,
  translateError,
  type MessageValues,
  type Translate,
} from './translateError';

export function messageWithValues(key: ValidatorKey, values: MessageValues): string {
  return `${key}${SEPARATOR}${JSON.stringify(values)}`;
}

/** `validator.length_max|{"max":120}`: "Must contain at most 120 characters". */
export function lengthMaxMessage(max: number): string {
  return messageWithValues(VALIDATOR.lengthMax, { max });
}

/** `validator.length_between|{"min":20,"max":2000}`: "Must contain between 20 and 2000 characters". */
export function lengthBetweenMessage(min: number, max: number): string {
  return messageWithValues(VALIDATOR.lengthBetween, { min, max });
}
