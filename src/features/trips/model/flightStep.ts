/**
 * The rules of a flight step (a leg) before it is sent: both airports chosen, ETD and ETA real
 * `Y-m-dTH:i` local times, the arrival after the departure once both are read in their own
 * airport's time zone, counts whole and not negative. The demo API applies the same rules
 * (errors.airport_required, errors.inconsistent_date on `eta`); checking here saves a round trip.
 */
import { VALIDATOR } from '@/lib/validation/messages';
import { isZonedDateTime, zonedToUtc } from '@/lib/format/zonedTime';

export interface StepAirport {
  id: number;
  timezone: string;
}

export const COUNT_FIELDS = [
  'adults',
  'children',
  'babies',
  'bags',
  'luggageKg',
  'crewCount',
] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

export interface FlightStepDraft extends Record<CountField, number | null> {
  departureAirport: StepAirport | null;
  arrivalAirport: StepAirport | null;
  etd: string;
  eta: string;
  /** How many passengers are named on the leg. */
  namedPassengers: number;
}

export type FlightStepField = 'departureAirport' | 'arrivalAirport' | 'etd' | 'eta' | CountField;

/** Message keys: `validator.*` (validation namespace) or `errors.*` (http namespace). */
export const STEP_ERRORS = {
  required: VALIDATOR.required,
  number: VALIDATOR.number,
  airportRequired: 'errors.airport_required',
  dateTime: VALIDATOR.correctTimes,
  inconsistentDate: 'errors.inconsistent_date',
  count: VALIDATOR.count,
  tooManyPassengers: VALIDATOR.tooManyPassengers,
  futureDeparture: VALIDATOR.futureDeparture,
} as const;

/**
 * What the departure is judged against: a new leg (`savedDeparture` null), or a leg whose
 * departure moves, must depart after `now`; a leg already flown keeps its departure, so its
 * other fields stay editable. The demo API applies the same rule against its own clock.
 */
export interface DepartureTiming {
  now: Date;
  /** The departure as saved (an ISO instant), null for a new leg. */
  savedDeparture: string | null;
}

/** Minutes since the epoch: the form's times have no seconds, a saved one may. */
const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

function departsInPast(departure: string, timing: DepartureTiming): boolean {
  const moved =
    timing.savedDeparture === null || minuteOf(departure) !== minuteOf(timing.savedDeparture);
  return moved && Date.parse(departure) <= timing.now.getTime();
}

function timeError(value: string): string | null {
  if (value.trim() === '') return STEP_ERRORS.required;
  return !isZonedDateTime(value) ? STEP_ERRORS.dateTime : null;
}

function countError(value: number | null): string | null {
  if (value === null) return STEP_ERRORS.required;
  if (Number.isNaN(value)) return STEP_ERRORS.number;
  return Number.isInteger(value) && value >= 0 ? null : STEP_ERRORS.count;
}

/** The step's errors by field (empty when the step may be sent). */
export function flightStepErrors(
  draft: FlightStepDraft,
  timing?: DepartureTiming,
): Partial<Record<FlightStepField, string>> {
  const errors: Partial<Record<FlightStepField, string>> = {};
  if (!draft.departureAirport) errors.departureAirport = STEP_ERRORS.airportRequired;
  if (!draft.arrivalAirport) errors.arrivalAirport = STEP_ERRORS.airportRequired;
  const etdError = timeError(draft.etd);
  const etaError = timeError(draft.eta);
  if (etdError) errors.etd = etdError;
  if (etaError) errors.eta = etaError;
  if (!etdError && draft.departureAirport && timing) {
    const departure = zonedToUtc(draft.etd, draft.departureAirport.timezone);
    if (departure !== null && departsInPast(departure, timing)) {
      errors.etd = STEP_ERRORS.futureDeparture;
    }
  }
  if (!etdError && !etaError && draft.departureAirport && draft.arrivalAirport) {
    const departure = zonedToUtc(draft.etd, draft.departureAirport.timezone);
    const arrival = zonedToUtc(draft.eta, draft.arrivalAirport.timezone);
    if (departure !== null && arrival !== null && Date.parse(arrival) <= Date.parse(departure)) {
      errors.eta = STEP_ERRORS.inconsistentDate;
    }
  }
  for (const field of COUNT_FIELDS) {
    const error = countError(draft[field]);
    if (error) errors[field] = error;
  }
  const seats = (draft.adults ?? 0) + (draft.children ?? 0) + (draft.babies ?? 0);
  // Compared only once the three counts are valid: a negative count says so on its own field.
  const seatsValid = !errors.adults && !errors.children && !errors.babies;
  if (seatsValid && draft.namedPassengers > seats) {
    errors.adults = STEP_ERRORS.tooManyPassengers;
  }
  return errors;
}

/** The flight time in minutes between two local times at their airports; null if unknown. */
export function flightMinutes(
  etd: string,
  departureZone: string,
  eta: string,
  arrivalZone: string,
): number | null {
  const departure = zonedToUtc(etd, departureZone);
  const arrival = zonedToUtc(eta, arrivalZone);
  if (departure === null || arrival === null) return null;
  return Math.round((Date.parse(arrival) - Date.parse(departure)) / 60_000);
}
